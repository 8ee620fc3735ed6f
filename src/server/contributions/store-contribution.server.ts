/**
 * Writes a contribution to the ledger once per provider order number: the provider retries a
 * webhook it thinks failed, and a replay must not count the gift twice. The same order number
 * again with more of it given back (a refund or a cancellation) is not a replay: the ledger keeps
 * the larger refund, and a refund never goes back (a late replay of the original delivery does
 * not count the gift again). A test gift (the sandbox provider's) is marked so, and only the
 * sandbox's own figures count it (ledger.server.ts).
 */
import type { Database } from '../database/database.server.ts'
import type { Contribution } from './contribution-payload.ts'

/** new: first seen; refunded: more of a known gift given back; replay: nothing new. */
export type StoreOutcome = 'new' | 'refunded' | 'replay'

export async function storeContribution(database: Database, contribution: Contribution, payload: unknown, { test = false }: { test?: boolean } = {}): Promise<StoreOutcome> {
  const [row] = await database.query<{ inserted: boolean }>(
    `insert into contributions
       (order_number, amount_cents, contribution_form, refcode, refcode2, donor_first_name, donor_state, contributed_at, payload, test,
        refunded_cents, refunded_at, ignored_reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11::bigint, case when $11::bigint > 0 then now() end, $12)
     on conflict (order_number) do update
       set refunded_cents = least(excluded.refunded_cents, contributions.amount_cents),
           refunded_at = coalesce(contributions.refunded_at, now())
       where excluded.refunded_cents > contributions.refunded_cents
     returning (xmax = 0) as inserted`,
    [
      contribution.orderNumber,
      contribution.amountCents,
      contribution.contributionForm,
      contribution.refcode,
      contribution.refcode2,
      contribution.donorFirstName,
      contribution.donorState,
      contribution.contributedAt,
      JSON.stringify(payload),
      test,
      contribution.refundedCents,
      contribution.ignoredReason,
    ],
  )
  // No row: the order was known and this delivery gave back nothing more.
  if (!row) return 'replay'
  return row.inserted ? 'new' : 'refunded'
}
