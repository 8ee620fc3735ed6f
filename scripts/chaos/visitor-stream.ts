/**
 * The chaos run's traffic: a steady stream of sign-ups, each a plain form post as a browser
 * without JavaScript sends it (to the volunteer page, from a visitor address of its own, as a
 * trusted proxy forwards it), and of gifts, each the provider's signed webhook delivery. Every one
 * carries a unique id (the sign-up's email, the gift's order number) to find it in the database
 * and at the CRM. The stream never waits for an answer before sending the next: visitors do not.
 */
import { signBody } from '../../src/server/http/signature.ts'
import type { Answer, Sent } from './chaos-tally.ts'

type FormField = { name: string; kind: string; required?: boolean; options?: { value: string }[] }

/** The form the sign-ups are sent to: its page's path and its fields as the export defines them. */
export type SignUpForm = { path: string; fields: readonly FormField[] }

type StreamOptions = {
  origin: string
  form: SignUpForm
  /** The contributions webhook's HMAC secret (DONATION_WEBHOOK_SECRET). */
  giftSecret: string
  signUpsPerSecond: number
  giftsPerSecond: number
  /** Tells this run's sends from any other's. */
  runId: string
}

/** Long enough for a server waiting on its database's timeouts; a visitor would have given up. */
const ANSWER_TIMEOUT_MS = 30_000

/** Good answers for every field a visitor must fill, the email being the sign-up's id. */
function signUpAnswers(fields: readonly FormField[], email: string): URLSearchParams {
  const answers = new URLSearchParams()
  for (const field of fields) {
    const first = field.options?.[0]?.value
    if (field.kind === 'email') answers.set(field.name, email)
    else if (field.kind === 'zip') answers.set(field.name, '78701')
    else if (field.kind === 'tel') answers.set(field.name, '(555) 555-0143')
    else if (field.kind === 'text' || field.kind === 'textarea') answers.set(field.name, 'Ana')
    else if (!field.required) continue
    else if (field.kind === 'checkbox') answers.set(field.name, 'on')
    else if (field.kind === 'state') answers.set(field.name, 'TX')
    else if (first !== undefined) answers.set(field.name, first)
  }
  return answers
}

/** The provider's delivery of one approved gift (ActBlue's JSON shape, contribution-payload.ts). */
function giftBody(orderNumber: string, now: Date): string {
  return JSON.stringify({
    donor: { firstname: 'Ana', lastname: 'Chaos', email: `${orderNumber.toLowerCase()}@example.org`, state: 'TX', zip: '78701', country: 'United States' },
    contribution: { orderNumber, createdAt: now.toISOString(), contributionForm: 'chaos', refcode: null, refcodes: { refcode: null, refcode2: null }, status: 'approved' },
    lineitems: [{ sequence: 1, amount: '5.00', paidAt: now.toISOString() }],
  })
}

async function answerOf(send: () => Promise<Response>, stored: (response: Response) => boolean): Promise<Answer> {
  try {
    const response = await send()
    await response.body?.cancel()
    return stored(response) ? 'stored' : 'error'
  } catch {
    return 'noAnswer'
  }
}

export function startVisitorStream(options: StreamOptions) {
  const { origin, form, giftSecret, runId } = options
  const signUps: Promise<Sent>[] = []
  const gifts: { id: string; body: string; first: Promise<Answer> }[] = []
  const emailField = form.fields.find((field) => field.kind === 'email')
  if (!emailField) throw new Error(`the form at ${form.path} asks no email: the run cannot tell its sign-ups apart`)

  const postSignUp = (index: number): Promise<Sent> => {
    const email = `chaos-${runId}-${index}@example.org`
    // A visitor address of its own (a /64 of the documentation range): the limits per address never meet.
    const visitor = `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`
    return answerOf(
      () =>
        fetch(new URL(form.path, origin), {
          method: 'POST',
          body: signUpAnswers(form.fields, email).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': visitor },
          redirect: 'manual',
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        }),
      (response) => response.status === 303,
    ).then((first) => ({ id: email, first, everStored: first === 'stored' }))
  }

  const deliverGift = (body: string): Promise<Answer> =>
    answerOf(
      () =>
        fetch(new URL('/api/webhooks/contributions', origin), {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-signature': signBody(giftSecret, body) },
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        }),
      (response) => response.ok,
    )

  const every = (perSecond: number, send: () => void) => (perSecond > 0 ? setInterval(send, 1000 / perSecond) : undefined)
  const signUpTimer = every(options.signUpsPerSecond, () => signUps.push(postSignUp(signUps.length)))
  const giftTimer = every(options.giftsPerSecond, () => {
    const id = `CHAOS-${runId}-${gifts.length}`
    const body = giftBody(id, new Date())
    gifts.push({ id, body, first: deliverGift(body) })
  })

  return {
    counts: () => ({ signUps: signUps.length, gifts: gifts.length }),
    /** Stops sending and waits for every answer. */
    async stop() {
      clearInterval(signUpTimer)
      clearInterval(giftTimer)
      return { signUps: await Promise.all(signUps), firstGiftAnswers: await Promise.all(gifts.map(async (gift) => ({ ...gift, first: await gift.first }))) }
    },
    /**
     * As the provider does: every gift not answered as stored is delivered again, the same body,
     * until it is or `deadline` passes. Returns each gift's first answer and whether any was "stored".
     */
    async redeliverGifts(firstAnswers: { id: string; body: string; first: Answer }[], deadline: number): Promise<Sent[]> {
      const results = firstAnswers.map(({ id, first }) => ({ id, first, everStored: first === 'stored' }))
      while (Date.now() < deadline) {
        const waiting = results.filter((gift) => !gift.everStored)
        if (waiting.length === 0) break
        for (const gift of waiting) {
          const body = firstAnswers.find((one) => one.id === gift.id)!.body
          if ((await deliverGift(body)) === 'stored') gift.everStored = true
          if (Date.now() >= deadline) break
        }
        if (results.some((gift) => !gift.everStored)) await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
      return results
    },
  }
}
