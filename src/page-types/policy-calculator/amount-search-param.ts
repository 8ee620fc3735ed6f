/**
 * The `amount` of the page's URL as text for parseAmount. The router has already read
 * JSON-looking values, so "?amount=250000" arrives as a number and "?amount=1,250" as a string.
 */
export function amountTextOf(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return value
  // Plain digits, never exponent notation, so a huge number reads as too large rather than as "1e+21".
  if (typeof value === 'number' && Number.isFinite(value)) return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  // true, Infinity, an object: nothing an amount can be; parseAmount says so.
  return JSON.stringify(value) ?? String(value)
}
