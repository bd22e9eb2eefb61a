import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Where the dev server and the preview send /api: a `soute serve` (SOUTE_API_URL to point at another one).
const apiTarget = process.env.SOUTE_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router, needed by every page and updated rarely: a chunk of their own,
          // which the browser keeps across releases of the app.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A screen test types and clicks through a whole form; with Rust builds sharing the machine's
    // two cores, 5 s (the default) is sometimes not enough for one that takes 1 s alone.
    testTimeout: 20_000,
  },
});
