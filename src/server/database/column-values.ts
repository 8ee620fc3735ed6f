/**
 * How both drivers turn column text into JS values where their defaults differ, so code and
 * tests see the same values from PGlite and from PostgreSQL.
 */
export const INT8_OID = 20
export const DATE_OID = 1082

/** int8 (bigserial, count(*), sums of cents): a number, or a bigint where a number would lose digits. */
export function parseInt8(text: string): number | bigint {
  const value = BigInt(text)
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value
}

/** date: the calendar day as written ('2026-11-22'); a Date would shift it by the server's time zone. */
export function parseDate(text: string): string {
  return text
}
