import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import base from './playwright.config'
import {
  CONTENTFUL_STAND_IN,
  WORKERD,
  WORKERD_SNAPSHOT,
  WORKERS_CRM,
  WORKERS_DATABASE_URL,
  WORKERS_WEBHOOK_SIGNING_SECRET,
} from './tests/workers/workerd-servers'

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]

/**
 * The Cloudflare Workers build under workerd (`npm run preview:cloudflare`, offline), in Debian's
 * Chromium: tests/workers/run.ts builds it first when needed. Two previews of the one build: the
 * first serves the export baked into it; the second reads Contentful (a local stand-in) into the
 * shared content snapshot in KV (ADR 053). Records go to a throwaway PostgreSQL
 * (tests/workers/postgres-setup.ts). See ADR 018 and 052.
 */
function preview(server: { port: number; url: string }, env: Record<string, string>, { wranglerArgs = [], before }: { wranglerArgs?: string[]; before?: string } = {}): WebServer {
  return {
    // GET /cdn-cgi/local/scheduled runs the cron trigger (the outbox's deliveries, the content sync) in local mode.
    command: [...(before ? [before, '&&'] : []), 'node scripts/preview-cloudflare.ts', ...(wranglerArgs.length > 0 ? ['--', ...wranglerArgs] : [])].join(' '),
    url: `${server.url}/api/v1/shifter/zip5s/10001`,
    env: {
      HOST: '127.0.0.1',
      PORT: String(server.port),
      DATABASE_URL: WORKERS_DATABASE_URL,
      CRM_WEBHOOK_URL: `${WORKERS_CRM.url}/hooks/site`,
      CRM_WEBHOOK_SECRET: WORKERS_CRM.secret,
      // A Workers build is a deployment: it serves the sandbox provider only when told to (ADR 021),
      // and writes its links with its public origin (SITE_URL).
      DONATION_PROVIDER: 'sandbox',
      SITE_URL: server.url,
      CI: 'true',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 12_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  }
}

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
      // WORKERS_STAND_IN_EXPORT picks the export it starts from (make-stand-in-export.ts).
      command: 'node tests/workers/make-stand-in-export.ts && node scripts/contentful-stand-in.ts',
      url: `${CONTENTFUL_STAND_IN.url}/_stand-in/health`,
      env: {
        CONTENTFUL_STAND_IN_PORT: String(CONTENTFUL_STAND_IN.port),
        CONTENTFUL_STAND_IN_EXPORT: CONTENTFUL_STAND_IN.exportPath,
        CONTENTFUL_STAND_IN_SPACE: CONTENTFUL_STAND_IN.spaceId,
        CONTENTFUL_STAND_IN_TOKEN: CONTENTFUL_STAND_IN.accessToken,
      },
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    preview(WORKERD, {}),
    preview(
      WORKERD_SNAPSHOT,
      {
        CONTENTFUL_SPACE_ID: CONTENTFUL_STAND_IN.spaceId,
        CONTENTFUL_ACCESS_TOKEN: CONTENTFUL_STAND_IN.accessToken,
        CONTENTFUL_DELIVERY_URL: CONTENTFUL_STAND_IN.url,
        CONTENTFUL_WEBHOOK_SIGNING_SECRET: WORKERS_WEBHOOK_SIGNING_SECRET,
      },
      {
        // Its own debugger port beside the first; its KV and cache empty at each run (the first request fills them).
        wranglerArgs: [`--inspector-port ${WORKERD_SNAPSHOT.inspectorPort}`],
        before: `node -e "require('node:fs').rmSync('${WORKERD_SNAPSHOT.stateDir}', { recursive: true, force: true })"`,
      },
    ),
  ],
})
