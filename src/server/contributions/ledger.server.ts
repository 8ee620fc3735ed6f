/**
 * Reads of the contributions ledger for the thermometer and the donor wall. Every figure is
 * cached for a few seconds and shared by concurrent requests (figure-cache.ts): a debate-night
 * spike, or a flood of cache-busted donor-wall pages, reaches the database once per figure and
 * interval, never per request. The caches are dropped when this process records a change, so a
 * donor sees their own gift.
 *
 * What counts: a gift the provider kept (less any part given back), of a plausible amount
 * (gift-plausibility.ts). Test gifts (the sandbox provider's) count only while the sandbox is the
 * provider: a site that went live with a real provider never shows its rehearsal money. A gift an
 * operator hid (npm run donors -- hide) is off the wall but still in the totals: it is real money.
 */
import type { DonorWallRead } from '../../shared/fundraising/donor-wall-view.ts'
import type { Database } from '../database/database.server.ts'
import { createFigureCache } from './figure-cache.ts'

export type FundraisingTotals = { raisedCents: number; contributions: number }

/** The gifts the figures count; `$1`: whether test gifts count. */
const COUNTED = '(ignored_reason is null and refunded_cents < amount_cents and ($1 or not test))'
/** The gifts the wall lists: counted, with a first name, not hidden. */
const ON_THE_WALL = `(${COUNTED} and donor_first_name is not null and hidden_at is null)`

// Per process, keyed by the query's inputs only (a start date from the CMS, the page's size).
const totalsCache = createFigureCache<FundraisingTotals>({ ttlMs: 10_000, maxEntries: 100 })
const wallCountCache = createFigureCache<number>({ ttlMs: 5_000, maxEntries: 4 })
const wallPageCache = createFigureCache<readonly WallRow[]>({ ttlMs: 5_000, maxEntries: 500 })

/** Forgets every cached figure; called after a contribution, a refund or a hidden gift is recorded. */
export function forgetCachedFigures(): void {
  totalsCache.forget()
  wallCountCache.forget()
  wallPageCache.forget()
}

/** Which gifts the figures count: test gifts only while the sandbox is the provider. */
export type LedgerScope = { includeTestGifts: boolean }

export function fundraisingTotals(database: Database, since: Date | null, { includeTestGifts }: LedgerScope, now = Date.now()): Promise<FundraisingTotals> {
  return totalsCache.read(
    `${since?.toISOString() ?? 'all'}|${includeTestGifts}`,
    () =>
      database
        .query<{ raised: string | number | null; count: number }>(
          `select coalesce(sum(amount_cents - refunded_cents), 0) as raised, count(*) as count from contributions
           where ${COUNTED} and ($2::timestamptz is null or contributed_at >= $2)`,
          [includeTestGifts, since],
        )
        .then(([row]) => ({ raisedCents: Number(row?.raised ?? 0), contributions: Number(row?.count ?? 0) })),
    now,
  )
}

export type DonorWallQuery = LedgerScope & { page: number; pageSize: number; includeAmounts: boolean }

type WallRow = { donor_first_name: string; donor_state: string | null; kept_cents: string | number; contributed_at: Date }

export async function donorWallPage(database: Database, { page, pageSize, includeAmounts, includeTestGifts }: DonorWallQuery, now = Date.now()): Promise<DonorWallRead> {
  const total = await wallCountCache.read(
    `${includeTestGifts}`,
    async () => {
      const [counted] = await database.query<{ count: number }>(`select count(*) as count from contributions where ${ON_THE_WALL}`, [includeTestGifts])
      return Number(counted?.count ?? 0)
    },
    now,
  )
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  // Clamped before the page is read or cached: any page number past the end is the last page.
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = await wallPageCache.read(
    `${includeTestGifts}|${pageSize}|${current}`,
    () =>
      database.query<WallRow>(
        `select donor_first_name, donor_state, amount_cents - refunded_cents as kept_cents, contributed_at from contributions
         where ${ON_THE_WALL}
         order by contributed_at desc, id
         limit $2 offset $3`,
        [includeTestGifts, pageSize, (current - 1) * pageSize],
      ),
    now,
  )
  return {
    donors: rows.map((row) => ({
      firstName: row.donor_first_name,
      state: row.donor_state,
      ...(includeAmounts ? { amountCents: Number(row.kept_cents) } : {}),
      contributedAt: row.contributed_at.toISOString(),
    })),
    page: current,
    pageCount,
    total,
  }
}
