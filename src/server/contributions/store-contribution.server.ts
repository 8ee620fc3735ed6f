/**
 * Writes a contribution to the ledger once per provider order number: the provider retries a
 * webhook it thinks failed, and a replay must not count the gift twice. A test gift (the sandbox
 * provider's) is marked so, and only the sandbox's own figures count it (ledger.server.ts).
 */
import type { Database } from '../database/database.server.ts'
import type { Contribution } from './contribution-payload.ts'

export async function storeContribution(database: Database, contribution: Contribution, payload: unknown, { test = false }: { test?: boolean } = {}): Promise<{ created: boolean }> {
  const inserted = await database.query<{ id: string }>(
    `insert into contributions
       (order_number, amount_cents, contribution_form, refcode, refcode2, donor_first_name, donor_state, contributed_at, payload, test)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
     on conflict (order_number) do nothing
     returning id`,
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
    ],
  )
  return { created: inserted.length > 0 }
}
