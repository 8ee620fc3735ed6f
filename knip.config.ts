/**
 * The unused-code check (`npm run lint` runs it after eslint): files nothing imports, exports no
 * other module uses, and dependencies package.json lists but nothing imports (or imports but does
 * not list). Entries are what the build, the scripts and the test runners start from; the
 * TanStack Router, Vite, Vitest, Playwright, Panda and ESLint plugins add their own.
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // File routes (src/routeTree.gen.ts imports them; the router plugin adds router, client and start).
    'src/routes/**/*.{ts,tsx}',
    // Modules the build names by path (vite.config.ts): the Workers crons, the bundled export, the lazy RPC fetcher.
    'src/server/outbox/workers-cron.ts',
    'src/server/content/workers-content-cron.ts',
    'src/server/content/bundled-export.ts',
    'src/shared/server-functions/lazy-client-rpc.ts',
    'scripts/*.ts',
    'scripts/docs/write-*.ts',
    // Started as a process of its own by the chaos run (scripts/chaos/database-chaos.ts).
    'scripts/chaos/hold-embedded-lock.ts',
    // Child processes a test starts by path (tests/integration/durable-inbox.test.ts).
    'tests/support/*-child.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', '*.{ts,js,cjs}'],
  playwright: { config: ['playwright.config.ts', 'playwright.workers.config.ts'] },
  // Started by path, not imported: scripts/preview-cloudflare.ts spawns node_modules/.bin/wrangler.
  ignoreDependencies: ['wrangler'],
  // System tools: the throwaway PostgreSQL runs as its own user with runuser (tests/setup/throwaway-postgres.ts);
  // the phone harness's image host makes its certificate with openssl when there is one (scripts/support/ctfassets-host.ts).
  ignoreBinaries: ['runuser', 'openssl'],
}

export default config
