/**
 * Contentful's publish/unpublish/delete webhook: checks the shared secret, rebuilds the content,
 * and names exactly the URLs whose HTML changed (before and after, so a new page and a removed one
 * both count), handing them to the CDN purge hook when one is configured. A refresh or purge that
 * fails answers 5xx, so Contentful sends the webhook again.
 */
import { z } from 'zod'
import { sameSecret } from '../http/signature.ts'
import { LOCALES } from '../../shared/locale.ts'
import type { ContentIndex } from './content-index.ts'
import type { ContentService } from './content-service.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'

const MAX_BODY_BYTES = 1_000_000

const payloadSchema = z.object({
  sys: z.object({ id: z.string().min(1).max(200), type: z.enum(['Entry', 'DeletedEntry', 'Asset', 'DeletedAsset']) }),
})

export type WebhookDeps = {
  secret: string | undefined
  content: ContentService
  /** After this process has the new content, before the purge: the other server processes catch up. */
  afterRefresh?: () => Promise<void>
  purge?: (paths: string[]) => Promise<void>
  /** Where a failed purge is reported (default: error reporting); returns the event's reference. */
  report?: typeof reportServerError
}

class CdnPurgeError extends Error {
  override name = 'CdnPurgeError'
}

function allPaths(index: ContentIndex): string[] {
  return LOCALES.flatMap((locale) => index.pages(locale).map((page) => page.path))
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function handleContentfulWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (!deps.secret) return json(404, { error: 'The content webhook is not configured.' })
  if (!sameSecret(request.headers.get('x-webhook-secret'), deps.secret)) return json(401, { error: 'Bad webhook secret.' })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: 'Payload too large.' })
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return json(413, { error: 'Payload too large.' })
  let payload: z.infer<typeof payloadSchema>
  try {
    payload = payloadSchema.parse(JSON.parse(text))
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
