import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { WORKERD, WORKERS_CRM, WORKERS_DATABASE_URL } from './tests/workers/workerd-servers'

/**
 * The Cloudflare Workers build under workerd (`npm run preview:cloudflare`, offline), in Debian's
 * Chromium: the preview builds it first when needed. Content is the export baked into the build; records go to
 * a throwaway PostgreSQL (tests/workers/postgres-setup.ts). See ADR 018.
 */
export default defineConfig({
  testDir: 'tests/workers',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  globalSetup: './tests/workers/postgres-setup.ts',
  use: { ...base.use, baseURL: WORKERD.url },
  webServer: [
    {
      command: 'node scripts/crm-receiver.ts',
      url: `${WORKERS_CRM.url}/deliveries`,
      env: { CRM_RECEIVER_PORT: String(WORKERS_CRM.port), CRM_WEBHOOK_SECRET: WORKERS_CRM.secret },
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // npm run preview:cloudflare: builds for Workers when the build is not this tree's, then
      // serves it under workerd with these variables (in .dev.vars, not on the command line).
      // GET /cdn-cgi/local/scheduled runs the cron trigger (the outbox's deliveries) in local mode.
      command: 'node scripts/preview-cloudflare.ts',
      url: `${WORKERD.url}/api/v1/shifter/zip5s/10001`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(WORKERD.port),
        DATABASE_URL: WORKERS_DATABASE_URL,
        CRM_WEBHOOK_URL: `${WORKERS_CRM.url}/hooks/site`,
        CRM_WEBHOOK_SECRET: WORKERS_CRM.secret,
        // A Workers build is a deployment: it serves the sandbox provider only when told to (ADR 021),
        // and writes its links with its public origin (SITE_URL).
        DONATION_PROVIDER: 'sandbox',
        SITE_URL: WORKERD.url,
        CI: 'true',
      },
      reuseExistingServer: false,
      // A build first, when needed.
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 12_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
