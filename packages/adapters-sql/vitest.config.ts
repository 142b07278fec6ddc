import { defineConfig } from 'vitest/config';

// Suites here open databases (PGlite starts in about 2 s; PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: { name: 'adapters-sql', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
