import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../../app.config'
import { handleContributionWebhook } from '../../server/contributions/contribution-webhook.server'
import { handleSandboxDonation, sandboxDonationSchema } from '../../server/contributions/sandbox-provider.server'
import { contributionWebhookCredentials, sandboxSigningSecret } from '../../server/contributions/webhook-credentials.server'
import { keepForLater } from '../../server/inbox/keep-for-later.server'
import { siteDatabase } from '../../server/database/database.server'
import { requestClientAddress } from '../../server/http/request-client.server'
import { noStoreJson as json } from '../../server/http/response-policy'
import { siteRateLimiter } from '../../server/http/shared-rate-limit.server'

// Per client, across processes: the sandbox is a demo provider, not a way to fill the thermometer.
const limiter = siteRateLimiter(siteDatabase, { name: 'sandbox-donation', limit: 10, windowMs: 60_000 })

/** POST /sandbox-donations/contributions — the sandbox provider's "charge" (only while it is the configured provider). */
export const Route = createFileRoute('/sandbox-donations/contributions')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const config = getConfig()
        if (!config.donation.sandbox) return json(404, { error: 'The sandbox donation provider is not in use.' })
        if (!(await limiter.allow(requestClientAddress()))) return json(429, { error: 'Too many donations from this client; try again in a minute.' })
        if (Number(request.headers.get('content-length') ?? 0) > 8192) return json(413, { error: 'Payload too large.' })
        const parsed = sandboxDonationSchema.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return json(400, { error: 'Check the donation form.', fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] })
        const result = await handleSandboxDonation(parsed.data, {
          token: config.donation.token,
          signingSecret: sandboxSigningSecret(),
          deliver: (webhookRequest) => handleContributionWebhook(webhookRequest, { credentials: contributionWebhookCredentials(), database: siteDatabase, keep: keepForLater, testGifts: true }),
        })
        return result.ok ? json(200, result.event) : json(result.status, { error: result.error })
      },
    },
  },
})
