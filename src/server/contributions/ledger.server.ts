/**
 * Reads of the contributions ledger for the thermometer and the donor wall. Totals are cached
 * for a few seconds per start date (a debate-night spike would otherwise sum the table on every
 * request) and dropped when this process records a contribution, so a donor sees their own gift.
 * Test gifts (the sandbox provider's) count only while the sandbox is the provider: a site that
 * went live with a real provider never shows its rehearsal money.
 */
import type { DonorWallRead } from '../../shared/fundraising/donor-wall-view.ts'
import type { Database } from '../database/database.server.ts'

export type FundraisingTotals = { raisedCents: number; contributions: number }

const TOTALS_TTL_MS = 10_000
const MAX_CACHED_STARTS = 100
const totalsCache = new Map<string, { at: number; totals: Promise<FundraisingTotals> }>()

/** Forgets cached totals; called after a contribution is stored. */
export function forgetCachedTotals(): void {
  totalsCache.clear()
}

/** Which gifts the figures count: test gifts only while the sandbox is the provider. */
export type LedgerScope = { includeTestGifts: boolean }

export function fundraisingTotals(database: Database, since: Date | null, { includeTestGifts }: LedgerScope, now = Date.now()): Promise<FundraisingTotals> {
  const key = `${since?.toISOString() ?? 'all'}|${includeTestGifts}`
  const cached = totalsCache.get(key)
  if (cached && now - cached.at < TOTALS_TTL_MS) return cached.totals
  const totals = database
    .query<{ raised: string | number | null; count: number }>(
      `select coalesce(sum(amount_cents), 0) as raised, count(*) as count from contributions
       where ($1::timestamptz is null or contributed_at >= $1) and ($2 or not test)`,
      [since, includeTestGifts],
    )
    .then(([row]) => ({ raisedCents: Number(row?.raised ?? 0), contributions: Number(row?.count ?? 0) }))
  if (totalsCache.size >= MAX_CACHED_STARTS) totalsCache.clear()
  totalsCache.set(key, { at: now, totals })
  totals.catch(() => totalsCache.delete(key))
  return totals
}

export type DonorWallQuery = LedgerScope & { page: number; pageSize: number; includeAmounts: boolean }

export async function donorWallPage(database: Database, { page, pageSize, includeAmounts, includeTestGifts }: DonorWallQuery): Promise<DonorWallRead> {
  const [counted] = await database.query<{ count: number }>('select count(*) as count from contributions where donor_first_name is not null and ($1 or not test)', [includeTestGifts])
  const total = Number(counted?.count ?? 0)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = await database.query<{ donor_first_name: string; donor_state: string | null; amount_cents: string | number; contributed_at: Date }>(
    `select donor_first_name, donor_state, amount_cents, contributed_at from contributions
     where donor_first_name is not null and ($3 or not test)
     order by contributed_at desc, id
     limit $1 offset $2`,
    [pageSize, (current - 1) * pageSize, includeTestGifts],
  )
  return {
    donors: rows.map((row) => ({
      firstName: row.donor_first_name,
      state: row.donor_state,
      ...(includeAmounts ? { amountCents: Number(row.amount_cents) } : {}),
      contributedAt: row.contributed_at.toISOString(),
    })),
    page: current,
    pageCount,
    total,
  }
}
