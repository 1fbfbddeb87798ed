import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { catalogPlugin } from './scripts/catalog-plugin.mjs';
import { shortClassNames } from './scripts/short-class-names.mjs';

// Workspace packages (@clinic/core, …) publish their TypeScript sources under the "source" condition.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), catalogPlugin()],
  // Short class names in the build, readable ones in development (scripts/short-class-names.mjs).
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(root) } } : {},
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
    // One stylesheet for the whole site (about 10 KB gzipped): each prerendered page inlines the part its markup uses
    // and the boot script switches the whole on before the app starts (decision 74), so lazy page chunks carry no CSS.
    cssCodeSplit: false,
    // No preload helper: it appended one <link rel=modulepreload> per chunk of the app and of the page from a single
    // task, 30-40 ms of main thread on a phone each time (decision 69). The browser fetches each chunk's imports as it
    // reads it instead; the booking dialog is warmed when a pointer or focus reaches a booking button.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, its DOM renderer and the router in one chunk: they load together after first paint, and one file
        // compresses better than the pieces automatic splitting makes of them (issue #16).
        // The core's clinic-time helpers (no dependency) in a chunk of their own: left to automatic splitting they land in
        // the testimonials' lazy core chunk (zod included), which a page using one date helper would then load whole.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'clinic-time', test: /core[\\/]src[\\/]time[\\/]/ },
            // The office phone (on every page) apart from the limits and text helpers that share its importers otherwise.
            { name: 'practice', test: /core[\\/]src[\\/]catalog[\\/]practice\.ts$/, includeDependenciesRecursively: false },
            // The English catalog's sections one chunk each (a page loads the sections it shows), and the translator
            // with the whole English catalog apart from them (only Spanish and Armenian pages load it, decision 99). Their dependencies (the phone, the
            // limits) stay where automatic splitting puts them: captured here, every page would load this chunk for them.
            {
              name: (id) =>
                /core[\\/]src[\\/]i18n[\\/]catalogs[\\/]core\.en\.([\w-]+)\.ts$/.exec(id)?.[1]?.replace(/^/, 'core-en-') ?? null,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core-translator',
              test: /core[\\/]src[\\/]i18n[\\/](translate-core-text|catalogs[\\/]core\.en)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
}));
