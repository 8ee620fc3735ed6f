/**
 * A local Contentful for development and the Workers end-to-end tests (ADR 053): serves a
 * `contentful space export` file through the Delivery API's sync, locales, entries and assets
 * endpoints (scripts/support/contentful-stand-in-server.ts), on loopback only. Point the site at it
 * with CONTENTFUL_DELIVERY_URL=http://127.0.0.1:<port> and the same space id and token.
 *
 *   CONTENTFUL_STAND_IN_EXPORT   the export file (re-read when it changes)          required
 *   CONTENTFUL_STAND_IN_TOKEN    the Delivery API token it accepts                   required
 *   CONTENTFUL_STAND_IN_PORT     default 4386
 *   CONTENTFUL_STAND_IN_SPACE    default stand-in-space
 *   CONTENTFUL_STAND_IN_ENVIRONMENT  default master
 *
 * POST /_stand-in/down makes it answer 503 (an outage) until POST /_stand-in/up.
 */
import { startContentfulStandIn } from './support/contentful-stand-in-server.ts'

const exportPath = process.env.CONTENTFUL_STAND_IN_EXPORT?.trim()
const accessToken = process.env.CONTENTFUL_STAND_IN_TOKEN?.trim()
if (!exportPath || !accessToken) {
  console.error('Set CONTENTFUL_STAND_IN_EXPORT (a contentful space export file) and CONTENTFUL_STAND_IN_TOKEN.')
  process.exit(1)
}
const standIn = await startContentfulStandIn({
  port: Number(process.env.CONTENTFUL_STAND_IN_PORT ?? 4386),
  exportPath,
  accessToken,
  spaceId: process.env.CONTENTFUL_STAND_IN_SPACE?.trim() || 'stand-in-space',
  environment: process.env.CONTENTFUL_STAND_IN_ENVIRONMENT?.trim() || 'master',
})
console.info(`Contentful stand-in on ${standIn.url}, serving ${exportPath}`)
