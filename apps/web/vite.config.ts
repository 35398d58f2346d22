import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './chunk-groups';
import { firstScreenFramesPlugin } from './first-screen-frames';
import { routePreloadsPlugin } from './route-preloads';
import { earlyRequestsPlugin } from './vite-early-requests';
import { graphqlDocuments } from './vite-graphql-documents';
import { lazyNumberFormat } from './vite-lazy-number-format';
import { mountTransitions } from './vite-mount-transitions';

const api = 'http://localhost:10000';
const pickersDir = path.dirname(createRequire(import.meta.url).resolve('@mui/x-date-pickers/package.json'));

export default defineConfig({
  plugins: [graphqlDocuments(), lazyNumberFormat(), mountTransitions(), react(), routePreloadsPlugin(), earlyRequestsPlugin(), firstScreenFramesPlugin()],
  resolve: {
    // Emotion inserts styles while rendering rather than in the commit (why: the module's comment).
    alias: [
      { find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement: path.resolve(import.meta.dirname, 'src/shared/emotion-insertion.ts') },
      // The date pickers' field checks the document's selection after every render, forcing a
      // layout in every commit; ours skips it until the field is first focused (why: the module's comment).
      { find: /^\.\/syncSelectionToDOM\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/shared/forms/picker-selection.ts') },
      { find: /^portal:pickers-sync-selection$/, replacement: path.join(pickersDir, 'internals/hooks/useField/syncSelectionToDOM.mjs') },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/files': api },
  },
  preview: {
    proxy: { '/graphql': api, '/files': api },
  },
  build: {
    manifest: true,
    // No source maps in the build the server hosts (the server refuses *.map requests as well).
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
});
