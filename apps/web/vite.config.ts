import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenFramePlugin } from './first-screen-frames.ts';
import { routePreloadsPlugin } from './route-preloads.ts';
import { graphqlDocuments } from './vite-graphql-documents.ts';
import { lazyNumberFormat } from './vite-lazy-number-format.ts';

const api = 'http://localhost:10000';

export default defineConfig({
  plugins: [graphqlDocuments(), lazyNumberFormat(), react(), routePreloadsPlugin(), firstScreenFramePlugin()],
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/files': api },
  },
  preview: {
    proxy: { '/graphql': api, '/files': api },
  },
  build: {
    manifest: true,
    // Which chunk holds each module: the bundle check (scripts/check-bundle-size.mjs) reads it.
    ssrManifest: true,
    // No source maps in the build the server hosts (the server refuses *.map requests as well).
    sourcemap: false,
  },
});
