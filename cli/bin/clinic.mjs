#!/usr/bin/env node
import '../dist/clinic.js';
