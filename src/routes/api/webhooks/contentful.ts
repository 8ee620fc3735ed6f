import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../../../app.config'
import { contentService } from '../../../server/content/content-service.server'
import { handleContentfulWebhook } from '../../../server/content/revalidation-webhook.server'
import { tellSiblingsContentChanged } from '../../../server/cluster/sibling-processes.server'

async function purgeCdn(url: string, paths: string[]): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`purge answered ${response.status}`)
}

/** POST /api/webhooks/contentful — publish, unpublish and delete notifications from Contentful. */
export const Route = createFileRoute('/api/webhooks/contentful')({
  server: {
    handlers: {
      POST: ({ request }) => {
        const { contentfulWebhookSigningSecret, cdnPurgeUrl } = getConfig()
        return handleContentfulWebhook(request, {
          signingSecret: contentfulWebhookSigningSecret,
          content: contentService(),
          // The other server processes read the content again first (WEB_CONCURRENCY): a purge
          // answered by one of them with the old page would put the old page back in the CDN.
          afterRefresh: tellSiblingsContentChanged,
          purge: cdnPurgeUrl ? (paths) => purgeCdn(cdnPurgeUrl, paths) : undefined,
        })
      },
    },
  },
})
