import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { WORKERD, WORKERD_STATE, WORKERS_BUILD, WORKERS_CRM, WORKERS_DATABASE_URL } from './tests/workers/workerd-servers'

/**
 * The Cloudflare Workers build under workerd (`wrangler dev`, offline), in Debian's Chromium:
 * npm run test:workers builds it first. Content is the export baked into the build; records go to
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
    // GET /cdn-cgi/local/scheduled runs the cron trigger (the outbox's deliveries) in local mode.
    command: [
      // Its own emulated cache and KV: another instance on this machine keeps its own (ADR 052).
      `wrangler dev --config ${WORKERS_BUILD}/wrangler.json --ip 127.0.0.1 --port ${WORKERD.port} --local --persist-to ${WORKERD_STATE} --show-interactive-dev-session=false`,
      `--var DATABASE_URL:${WORKERS_DATABASE_URL} --var CRM_WEBHOOK_URL:${WORKERS_CRM.url}/hooks/site --var CRM_WEBHOOK_SECRET:${WORKERS_CRM.secret}`,
      // A Workers build is a deployment: it serves the sandbox provider only when told to (ADR 021),
      // and writes its links with its public origin (SITE_URL).
      `--var DONATION_PROVIDER:sandbox --var SITE_URL:${WORKERD.url}`,
    ].join(' '),
    url: `${WORKERD.url}/api/v1/shifter/zip5s/10001`,
    env: { WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    },
  ],
})
