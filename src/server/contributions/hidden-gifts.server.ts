/**
 * Gifts an operator took off the public donor wall, by the provider's order number (a donor who
 * asked not to be listed, a name the wall's own check let through). A hidden gift still counts in
 * the thermometer: it is real money. A running server's wall shows the change within seconds (its
 * figures are cached that long, ledger.server.ts).
 */
import type { Database } from '../database/database.server.ts'

/** Hides the gift; false when no gift has that order number. Hiding it again keeps the first time. */
export async function hideGift(database: Database, orderNumber: string): Promise<boolean> {
  const rows = await database.query('update contributions set hidden_at = coalesce(hidden_at, now()) where order_number = $1 returning id', [orderNumber])
  return rows.length > 0
}

/** Puts the gift back on the wall; false when no gift has that order number. */
export async function unhideGift(database: Database, orderNumber: string): Promise<boolean> {
  const rows = await database.query('update contributions set hidden_at = null where order_number = $1 returning id', [orderNumber])
  return rows.length > 0
}

export type HiddenGift = { orderNumber: string; hiddenAt: Date; contributedAt: Date }

/** The hidden gifts, most recently hidden first. */
export async function hiddenGifts(database: Database): Promise<HiddenGift[]> {
  const rows = await database.query<{ order_number: string; hidden_at: Date; contributed_at: Date }>(
    'select order_number, hidden_at, contributed_at from contributions where hidden_at is not null order by hidden_at desc, order_number',
  )
  return rows.map((row) => ({ orderNumber: row.order_number, hiddenAt: row.hidden_at, contributedAt: row.contributed_at }))
}
