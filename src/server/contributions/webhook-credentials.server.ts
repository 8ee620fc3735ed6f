/**
 * The credentials the contributions webhook accepts. With the sandbox provider (the default), the
 * site is also the provider: its sandbox signs deliveries with the configured HMAC secret, or with
 * a secret made per process when none is configured, so `npm start` records gifts with no setup
 * and nobody outside the process can forge one.
 */
import { randomBytes } from 'node:crypto'
import { getConfig } from '../../../app.config.ts'
import type { ContributionWebhookCredentials } from './contribution-webhook.server.ts'

// Made on first use: an edge runtime allows no random values while a module loads.
let secretOfThisProcess: string | undefined
const processSecret = () => (secretOfThisProcess ??= randomBytes(32).toString('hex'))

/** The secret the sandbox provider signs its deliveries with. */
export function sandboxSigningSecret(): string {
  return getConfig().contributionWebhook.hmacSecret ?? processSecret()
}

export function contributionWebhookCredentials(): ContributionWebhookCredentials {
  const { contributionWebhook, donation } = getConfig()
  return {
    basicAuth: contributionWebhook.basicAuth,
    hmacSecret: contributionWebhook.hmacSecret ?? (donation.sandbox ? processSecret() : undefined),
  }
}
