import type { Plugin } from 'vite';

export function catalogPlugin(): Plugin;
