import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { adminPassword } from './e2e/support.ts';

// Every spec file gets a server of its own on a fresh database, so that what one file sets up
// (branches, profiles, prices…) never changes what another one sees. Ports count up from
// SOUTE_E2E_PORT, which lets two runs share a machine.
const firstPort = Number(process.env.SOUTE_E2E_PORT ?? 18080);
// The screenshot specs (screenshots*.spec.ts) take pictures and PDFs for a person to look at:
// `make screenshots` runs them alone (SOUTE_E2E_SCREENSHOTS=1), every other run leaves them out,
// so that `npm run e2e` (in `make test`) runs the behavioural specs only.
const screenshots = process.env.SOUTE_E2E_SCREENSHOTS === '1';
const specs = readdirSync(new URL('./e2e', import.meta.url))
  .filter((file) => file.endsWith('.spec.ts') && file.startsWith('screenshots') === screenshots)
  .sort();

// Where the specs write their screenshots and PDFs (not kept in git): there on a fresh clone too.
mkdirSync(new URL('./e2e/screenshots', import.meta.url), { recursive: true });

// The config is loaded again in each worker, which inherits this variable: one folder per run.
process.env.SOUTE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'soute-e2e-'));
const runDir = process.env.SOUTE_E2E_DATA_DIR;

const servers = specs.map((spec, i) => {
  const port = firstPort + i;
  const dataDir = join(runDir, spec.replace(/\.spec\.ts$/, ''));
  mkdirSync(dataDir, { recursive: true });
  return { spec, port, dataDir, baseURL: `http://127.0.0.1:${port}` };
});

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: servers.map(({ spec, baseURL }) => ({
    name: spec.replace(/\.spec\.ts$/, ''),
    testMatch: spec,
    use: { baseURL },
  })),
  webServer: servers.map(({ port, dataDir, baseURL }) => ({
    command: `${process.env.SOUTE_BIN ?? '../target/debug/soute'} serve`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      SOUTE_DATA_DIR: dataDir,
      SOUTE_BIND: `127.0.0.1:${port}`,
      SOUTE_ADMIN_PASSWORD: adminPassword,
      // Request logs would drown the test report; warnings and errors still show.
      RUST_LOG: 'warn',
      SOUTE_LINK_CREDIT_LABEL: 'Atelier Web',
      SOUTE_LINK_CREDIT_URL: 'https://atelier.example',
      SOUTE_LINK_FACEBOOK: 'https://facebook.example/soute',
      SOUTE_LINK_INSTAGRAM: 'https://instagram.example/soute',
    },
  })),
});
