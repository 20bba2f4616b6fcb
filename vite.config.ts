import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The sandbox API listens here during `npm run dev`; Vite proxies API calls to it.
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 3001);
const apiPrefixes = ['/v1', '/v2', '/v3', '/v4', '/v5', '/v6', '/__sandbox'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2020',
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
