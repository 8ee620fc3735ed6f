import { createFileRoute } from '@tanstack/react-router'
import { handleContributionWebhook } from '../../../server/contributions/contribution-webhook.server'
import { contributionWebhookCredentials } from '../../../server/contributions/webhook-credentials.server'
import { keepForLater } from '../../../server/inbox/keep-for-later.server'
import { siteDatabase } from '../../../server/database/database.server'

/** POST /api/webhooks/contributions — the donation provider's contribution webhook. */
export const Route = createFileRoute('/api/webhooks/contributions')({
  server: {
    handlers: {
      POST: ({ request }) => handleContributionWebhook(request, { credentials: contributionWebhookCredentials(), database: siteDatabase, keep: keepForLater }),
    },
  },
})
