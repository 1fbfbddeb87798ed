import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages (@clinic/core, …) publish their TypeScript sources under the "source" condition.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@clinic\//],
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Fonts and illustrations stay files (cacheable, preloadable) rather than base64 in the CSS.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 7 KB gzipped), inlined into every prerendered page by the build:
    // no render-blocking request, and lazy page chunks carry no CSS to fetch on navigation.
    cssCodeSplit: false,
    // Browsers without modulepreload (none this site supports) would only fetch imports later: no polyfill in the
    // one script a page references before first paint (web/src/boot.ts).
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173 },
});
