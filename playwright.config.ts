import { defineConfig } from '@playwright/test'
import { staffEmail } from './tests/e2e/support/staff'

const port = Number(process.env.E2E_PORT ?? 4173)
// DIST_DIR picks which build to serve, so several builds of one checkout can be tested at once.
const distDir = process.env.DIST_DIR ?? 'dist'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // An upper bound, not a wait: a passing check returns at once. Two workers share two cores
  // with their servers, and a first paint there can take longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Debian's Chromium as root, on a machine with no network beyond the package registries.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${distDir}/server/index.js`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every run starts from an empty in-memory database (no demo seed).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: `${distDir}/client`,
      DATA_DIR: 'memory://',
      // Mailed links must open on the origin the tests browse (local storage is per origin).
      APP_URL: `http://127.0.0.1:${port}`,
      // The mailbox and refresh counter the session tests read (server/src/http/test-hooks.ts).
      TEST_HOOKS: '1',
      SEED: '0',
      // The management area's tests sign in as this staff account (tests/e2e/audit.e2e.ts).
      STAFF_EMAILS: staffEmail,
    },
  },
})
