/**
 * A donor-wall page as the visitor reads it, written on the server in the page's language: each
 * donor's line ("TX · Nov 25 · $50") and the count. The browser draws the strings; it never sets
 * up Intl's dates and currencies while the page hydrates (ADR 038), and a later page of the wall,
 * fetched as the visitor pages through, comes written the same way. A first name that is not
 * name-shaped (donor-wall-name.ts) comes as null: the page shows its "A supporter" label.
 */
import type { Locale } from '../../shared/locale'
import { wallNameOf } from './donor-wall-name'

/** One donor as the ledger gives them (first name and state, never an address); amountCents only when the page shows amounts. */
type DonorWallDonor = { firstName: string; state: string | null; amountCents?: number; contributedAt: string }
export type DonorWallRead = { donors: readonly DonorWallDonor[]; page: number; pageCount: number; total: number }

/** firstName null: shown as "A supporter" (the donorWallSupporter label). */
export type DonorWallView = { donors: { firstName: string | null; detail: string }[]; page: number; pageCount: number; total: number; totalText: string }

type Formats = { count: Intl.NumberFormat; money: Intl.NumberFormat; date: Intl.DateTimeFormat }
const formatsByLocale = new Map<Locale, Formats>()

function formatsOf(locale: Locale): Formats {
  let formats = formatsByLocale.get(locale)
  if (!formats) {
    formats = {
      count: new Intl.NumberFormat(locale),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      // One time zone for every visitor: a gift near midnight falls on the same day for all.
      date: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    }
    formatsByLocale.set(locale, formats)
  }
  return formats
}

export function donorWallView(wall: DonorWallRead, locale: Locale): DonorWallView {
  const { count, money, date } = formatsOf(locale)
  return {
    donors: wall.donors.map((donor) => ({
      firstName: wallNameOf(donor.firstName),
      detail: [donor.state, date.format(new Date(donor.contributedAt)), donor.amountCents !== undefined ? money.format(donor.amountCents / 100) : null].filter(Boolean).join(' · '),
    })),
    page: wall.page,
    pageCount: wall.pageCount,
    total: wall.total,
    totalText: count.format(wall.total),
  }
}
