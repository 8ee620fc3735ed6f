/**
 * Whole numbers, whole dollars and tenths as the site's languages write them, without Intl (ADR 038).
 * A page's first use of Intl makes the browser set up its locale data: 15–20 ms on the main
 * thread here, 60–80 ms on a phone's slower processor, during which nothing the visitor does is
 * answered. The parts every donation page shows after hydration (the thermometer) use these
 * instead. The two languages group thousands with a comma and write dollars as `$1,234`;
 * `whole-numbers.test.ts` holds both to Intl's output.
 */
import type { Locale } from '../locale'

const THOUSANDS_SEPARATOR: Record<Locale, string> = { 'en-US': ',', 'es-MX': ',' }
const DECIMAL_SEPARATOR: Record<Locale, string> = { 'en-US': '.', 'es-MX': '.' }

/** The sign and the grouped digits of a number rounded to a whole one, half away from zero, as Intl rounds and signs it. */
function parts(value: number, locale: Locale): { sign: string; digits: string } {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR[locale])
  return { sign: value < 0 || Object.is(value, -0) ? '-' : '', digits }
}

/** `1,234` (Intl.NumberFormat(locale) with no fraction digits). */
export function formatWholeNumber(value: number, locale: Locale): string {
  const { sign, digits } = parts(value, locale)
  return `${sign}${digits}`
}

/** `$1,234`, `-$5` (Intl's USD with the narrow symbol and no fraction digits). */
export function formatWholeDollars(value: number, locale: Locale): string {
  const { sign, digits } = parts(value, locale)
  return `${sign}$${digits}`
}

/**
 * A positive number to at most one decimal, `1.5`, `12`: rounded half away from zero on its
 * shortest decimal form, as Intl rounds it (1.45 gives `1.5`, though its double is just under
 * 1.45); no trailing zero. (Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).)
 */
export function formatTenths(value: number, locale: Locale): string {
  const [whole = '0', fraction = ''] = String(value).split('.')
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0)
  const [units, tenth] = [Math.floor(tenths / 10), tenths % 10]
  return tenth === 0 ? formatWholeNumber(units, locale) : `${formatWholeNumber(units, locale)}${DECIMAL_SEPARATOR[locale]}${tenth}`
}
