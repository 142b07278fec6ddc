import { defineConfig } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './e2e/support';

/** Browser journeys in Debian's Chromium against the built server on a fresh embedded database. */
const PORT = E2E_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'kerching-e2e-'));
/** The Chromium flags known to work here (STACK.md); the Lighthouse scripts in bench/ use them too. */
const chromiumFlags = JSON.parse(readFileSync(new URL('chromium-flags.json', import.meta.url), 'utf8')) as string[];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] === undefined ? 0 : 1,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', ...chromiumFlags],
    },
  },
  webServer: {
    // KERCHING_SERVER_DIST / KERCHING_WEB_BUILD pick side-by-side builds; npm test uses dist/ and build/.
    command: `node packages/server/${process.env['KERCHING_SERVER_DIST'] ?? 'dist'}/main.js serve`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      KERCHING_WEB_BUILD: process.env['KERCHING_WEB_BUILD'] ?? 'build',
      // The suite registers dozens of accounts from this one machine (ADR 49).
      REQUEST_LIMITS_SCALE: '100',
    },
  },
});
