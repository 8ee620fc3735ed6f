/**
 * The provider's contribution callback, turned into one event per contribution for whoever
 * listens (the donation embed on the current page). The provider's payload is parsed here, at the
 * edge; a repeat call for the same order (a provider that calls twice, a second embed) is dropped,
 * so the callback's effects happen once.
 */
export type ContributionEvent = {
  orderNumber: string
  amount: number
  contributionForm: string | null
  refcode: string | null
  refcode2: string | null
  recurring: boolean
}

type Listener = (event: ContributionEvent) => void

const listeners = new Set<Listener>()
const seenOrders = new Set<string>()

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 200) : null)

function parseContributionEvent(raw: unknown): ContributionEvent | null {
  if (!raw || typeof raw !== 'object') return null
  const record = raw as Record<string, unknown>
  const orderNumber = text(record.orderNumber)
  const amount = typeof record.amount === 'number' ? record.amount : Number(record.amount)
  if (!orderNumber || !Number.isFinite(amount) || amount <= 0) return null
  return {
    orderNumber,
    amount,
    contributionForm: text(record.contributionForm),
    refcode: text(record.refcode),
    refcode2: text(record.refcode2),
    recurring: record.recurring === true,
  }
}

export function dispatchContribution(raw: unknown): void {
  const event = parseContributionEvent(raw)
  if (!event || seenOrders.has(event.orderNumber)) return
  seenOrders.add(event.orderNumber)
  for (const listener of listeners) listener(event)
}

export function onContribution(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
