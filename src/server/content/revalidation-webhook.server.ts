/**
 * Contentful's publish/unpublish/delete webhook: checks Contentful's signature of the request
 * (contentful-request-signature.ts: signed with the webhook's signing secret, within 30 seconds),
 * rebuilds the content, and names exactly the URLs whose HTML changed (before and after, so a new page and a removed one
 * both count), handing them to the CDN purge hook when one is configured. A refresh or purge that
 * fails answers 5xx, so Contentful sends the webhook again.
 */
import { z } from 'zod'
import { readBoundedBody } from '../http/request-body-limit.ts'
import { noStoreJson } from '../http/response-policy.ts'
import { checkContentfulSignature } from './contentful-request-signature.ts'
import { LOCALES } from '../../shared/locale.ts'
import type { ContentIndex } from './content-index.ts'
import type { ContentService } from './content-service.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'

const payloadSchema = z.object({
  sys: z.object({ id: z.string().min(1).max(200), type: z.enum(['Entry', 'DeletedEntry', 'Asset', 'DeletedAsset']) }),
})

export type WebhookDeps = {
  /** The webhook's signing secret (Contentful: Settings → Webhooks → Request verification); unset: the webhook is off. */
  signingSecret: string | undefined
  content: ContentService
  /** After this process has the new content, before the purge: the other server processes catch up. */
  afterRefresh?: () => Promise<void>
  purge?: (paths: string[]) => Promise<void>
  /** Where a failed purge is reported (default: error reporting); returns the event's reference. */
  report?: typeof reportServerError
  /** The clock the signature's window is read against (tests). */
  now?: () => number
}

class CdnPurgeError extends Error {
  override name = 'CdnPurgeError'
}

function allPaths(index: ContentIndex): string[] {
  return LOCALES.flatMap((locale) => index.pages(locale).map((page) => page.path))
}

/** Every answer of the webhook is JSON that no cache keeps. */
const json = noStoreJson

export async function handleContentfulWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (!deps.signingSecret) return json(404, { error: 'The content webhook is not configured.' })
  const body = await readBoundedBody(request, '/api/webhooks/contentful')
  if (!body) return json(413, { error: 'Payload too large.' })
  // The signature covers the raw bytes: it is checked before anything reads them as JSON.
  const signature = checkContentfulSignature(request, body, deps.signingSecret, deps.now?.())
  if (!signature.ok) return json(401, { error: signature.reason === 'expired' ? 'The request was signed too long ago (or ahead of time).' : 'Missing or wrong request signature.' })
  let payload: z.infer<typeof payloadSchema>
  try {
    payload = payloadSchema.parse(JSON.parse(new TextDecoder().decode(body)))
  } catch {
    return json(400, { error: 'Expected a Contentful entry or asset payload.' })
  }

  const before = await deps.content.current().catch(() => null)
  let after: ContentIndex
  try {
    after = await deps.content.refreshNow()
  } catch {
    // The content service has reported the failure; the site keeps its last good content.
    return json(503, { error: 'The content could not be read again; the site still serves the last good content.', entry: payload.sys.id })
  }
  const shownBefore = before ? before.pathsShowing(payload.sys.id) : []
  const shownAfter = after.pathsShowing(payload.sys.id)
  const everything = shownBefore === null || shownAfter === null
  const paths = everything
    ? [...new Set([...(before ? allPaths(before) : []), ...allPaths(after)])]
    : [...new Set([...(shownBefore ?? []), ...(shownAfter ?? [])])]
  const purged = [...paths, '/sitemap.xml']
  await deps.afterRefresh?.()
  const scope = everything ? 'all' : 'pages'
  try {
    await deps.purge?.(purged)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const failure = new CdnPurgeError(`CDN purge of ${purged.length} paths after a change to ${payload.sys.id} failed: ${reason}`, { cause: error })
    const reference = (deps.report ?? reportServerError)(failure, 'error')
    // The CDN may still hold the old pages: a 5xx makes Contentful send the webhook again.
    return json(502, { error: 'The CDN purge failed.', reference, entry: payload.sys.id, scope, purged })
  }
  return json(200, { entry: payload.sys.id, scope, purged })
}
