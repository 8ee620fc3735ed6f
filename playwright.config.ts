import { defineConfig } from '@playwright/test'
import { CHROMIUM } from './scripts/support/chromium'
import { CRM_RECEIVER, E2E_SERVERS, ERROR_RECEIVER, GENERATED } from './tests/e2e/servers'

/**
 * E2E_ONLY_SERVERS=embedded,flags starts only those servers (while working on one spec that
 * needs no others); unset, every server starts, as in `npm test`.
 */
const onlyServers = process.env.E2E_ONLY_SERVERS?.split(',').map((name) => name.trim()).filter(Boolean)
const servers = Object.entries(E2E_SERVERS)
  .filter(([name]) => !onlyServers || onlyServers.includes(name))
  .map(([, server]) => server)

/**
 * End-to-end tests in Debian's Chromium against the production build (npm run test:e2e builds
 * first). Each server is the same build with another content export: no rebuild in between.
 */
export default defineConfig({
  // The end-to-end specs, and the security specs that replay an attack over HTTP (docs/security.md).
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Baselines of the visual comparisons (visual-shell.spec.ts) beside their spec, without the
  // platform in the name: CI's Debian Chromium and a developer's compare against the same files.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: E2E_SERVERS.embedded.url,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
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
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/error-receiver.ts',
      url: `${ERROR_RECEIVER.url}/events`,
      env: { ERROR_RECEIVER_PORT: String(ERROR_RECEIVER.port) },
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: 'node scripts/crm-receiver.ts',
      url: `${CRM_RECEIVER.url}/deliveries`,
      env: { CRM_RECEIVER_PORT: String(CRM_RECEIVER.port), CRM_WEBHOOK_SECRET: CRM_RECEIVER.secret },
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...servers.map((server) => ({
    // A fresh database per run: the forms tests count what they stored.
    command: `node -e "require('node:fs').rmSync('${GENERATED}/database-${server.port}', { recursive: true, force: true })" && node tests/e2e/make-fixture-exports.ts && node scripts/serve.ts`,
    url: `${server.url}${server.readyPath}`,
    // Each server keeps its own embedded database: one process per database directory.
    env: { PORT: String(server.port), HOST: '127.0.0.1', CONTENT_EXPORT_PATH: server.exportPath, EMBEDDED_DATABASE_DIR: `${GENERATED}/database-${server.port}`, ...server.env },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
  ],
})
