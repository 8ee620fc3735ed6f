/**
 * The sandbox donation provider's back end. Its browser script (public/sandbox-donations/embed.js)
 * posts a filled form here; this stands in for the provider's servers: it checks the public token,
 * makes an order, and reports it to the site's contributions webhook exactly as the real provider
 * would (ActBlue's JSON, signed), then answers the browser with what the contribution callback
 * receives. No card data ever reaches it: the sandbox's card field stays in the browser.
 */
import { z } from 'zod'
import { signBody } from '../http/signature.ts'
import type { ProviderContributionBody } from './contribution-payload.ts'

export const sandboxDonationSchema = z.object({
  token: z.string().min(1).max(200),
  /** The browser's key for this submission: a double click or a retry makes the same order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  form: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/),
  amount: z.number().min(1).max(3300),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/),
  zip: z.string().trim().regex(/^\d{5}$/),
  refcode: z.string().regex(/^\w{1,100}$/).nullish(),
  refcode2: z.string().regex(/^\w{1,100}$/).nullish(),
  recurring: z.boolean().default(false),
})
export type SandboxDonation = z.infer<typeof sandboxDonationSchema>

/** What the contribution callback receives (the part of the provider's event the site reads). */
export type ContributionEvent = {
  orderNumber: string
  amount: number
  contributionForm: string
  refcode: string | null
  refcode2: string | null
  recurring: boolean
}

function sandboxContributionPayload(donation: SandboxDonation, createdAt: Date): ProviderContributionBody & Record<string, unknown> {
  return {
    donor: { firstname: donation.firstName, lastname: donation.lastName, email: donation.email, state: donation.state.toUpperCase(), zip: donation.zip, country: 'United States' },
    contribution: {
      orderNumber: `SB-${donation.idempotencyKey}`,
      createdAt: createdAt.toISOString(),
      contributionForm: donation.form,
      // As the provider reports them: the first refcode on its own, and every refcode by name.
      refcode: donation.refcode ?? null,
      refcodes: { refcode: donation.refcode ?? null, refcode2: donation.refcode2 ?? null },
      recurringPeriod: donation.recurring ? 'monthly' : 'once',
      isRecurring: donation.recurring,
      status: 'approved',
    },
    lineitems: [{ sequence: 1, amount: donation.amount.toFixed(2), paidAt: createdAt.toISOString() }],
  }
}

export type SandboxDeps = {
  token: string
  signingSecret: string
  /** The site's webhook handler, called in process with a request signed like the provider's. */
  deliver: (request: Request) => Promise<Response>
  now?: () => Date
}

export async function handleSandboxDonation(donation: SandboxDonation, deps: SandboxDeps): Promise<{ ok: true; event: ContributionEvent } | { ok: false; status: number; error: string }> {
  if (donation.token !== deps.token) return { ok: false, status: 403, error: 'Unknown donation token.' }
  const payload = sandboxContributionPayload(donation, deps.now?.() ?? new Date())
  const body = JSON.stringify(payload)
  const answer = await deps.deliver(
    new Request('http://sandbox.invalid/api/webhooks/contributions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(deps.signingSecret, body) },
      body,
    }),
  )
  if (!answer.ok) return { ok: false, status: 502, error: `The contributions webhook answered ${answer.status}.` }
  return {
    ok: true,
    event: {
      orderNumber: payload.contribution.orderNumber,
      amount: donation.amount,
      contributionForm: donation.form,
      refcode: donation.refcode ?? null,
      refcode2: donation.refcode2 ?? null,
      recurring: donation.recurring,
    },
  }
}
