import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Not the React Router plugin: it cannot run under Vitest ("can't detect preamble").
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    css: true,
    include: ['app/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['app/test-setup.ts'],
  },
});
