// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests and the Lighthouse bench.
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({ binary: '/usr/bin/chromium', pkg: 'chromium', label: 'Chromium' });
