/**
 * Money and rates in the page's language, for the result sentence and the breakdown. The
 * calculator formats a dozen figures on every keystroke: each format is made once per page view.
 */
import type { Locale } from '../../shared/locale'

const formats = new Map<string, Intl.NumberFormat>()

function formatOf(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

/** "$1,500" for a whole amount, "$1,124.99" otherwise, in the currency's narrow symbol. */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}
  // Adding 0 turns -0 into 0, which would otherwise print as "-$0".
  return formatOf(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...whole }).format(value + 0)
}

/** A rate as a percent: 0.02 -> "2%", 0.025 -> "2.5%". */
export function formatRate(rate: number, locale: Locale): string {
  return formatOf(locale, { style: 'percent', maximumFractionDigits: 4 }).format(rate)
}
