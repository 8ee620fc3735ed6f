/** Where the Workers smoke test runs the Cloudflare build (under workerd) and its PostgreSQL. */
export const WORKERD = { port: 4394, url: 'http://127.0.0.1:4394' } as const
export const WORKERS_POSTGRES = { port: 4395, database: 'campaign_site_workers' } as const
export const WORKERS_DATABASE_URL = `postgres://postgres@127.0.0.1:${WORKERS_POSTGRES.port}/${WORKERS_POSTGRES.database}`
/** The build the smoke test serves (npm run build:cloudflare). */
export const WORKERS_BUILD = '.output-cloudflare/server'
/** The local CRM stand-in (scripts/crm-receiver.ts) the build forwards submissions to. */
export const WORKERS_CRM = { port: 4384, url: 'http://127.0.0.1:4384', secret: 'workers-crm-secret-0123456789' } as const
