/** Where the Workers smoke test runs the Cloudflare build (under workerd) and its PostgreSQL. */
export const WORKERD = { port: 4394, url: 'http://127.0.0.1:4394' } as const
export const WORKERS_POSTGRES = { port: 4395, database: 'campaign_site_workers' } as const
export const WORKERS_DATABASE_URL = `postgres://postgres@127.0.0.1:${WORKERS_POSTGRES.port}/${WORKERS_POSTGRES.database}`
/** The local CRM stand-in (scripts/crm-receiver.ts) the build forwards submissions to. */
export const WORKERS_CRM = { port: 4384, url: 'http://127.0.0.1:4384', secret: 'workers-crm-secret-0123456789' } as const

/**
 * The second Workers instance (the same build) that reads Contentful, through the local stand-in
 * (scripts/contentful-stand-in.ts), into the shared content snapshot in KV (ADR 053).
 */
/** Its emulated KV and cache: where npm run preview:cloudflare keeps them for its port. */
export const WORKERD_SNAPSHOT = { port: 4396, url: 'http://127.0.0.1:4396', inspectorPort: 9396, stateDir: '.wrangler/preview/4396' } as const
export const CONTENTFUL_STAND_IN = {
  port: 4386,
  url: 'http://127.0.0.1:4386',
  spaceId: 'workers-stand-in-space',
  accessToken: 'workers-stand-in-delivery-token',
  /** The copy of the export the stand-in serves, which the tests rewrite to publish. */
  exportPath: 'tests/workers/.generated/stand-in-export.json',
} as const
export const WORKERS_WEBHOOK_SIGNING_SECRET = 'workers-webhook-signing-secret-0123456789'
