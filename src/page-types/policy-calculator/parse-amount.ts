/**
 * An amount as a visitor writes it, read strictly: digits with optional thousands separators in
 * groups of three, an optional decimal part, an optional leading "$" and minus sign. Anything
 * else (letters, "1e6", two decimal points, "NaN") is refused, so no NaN ever reaches the page.
 */
import type { Locale } from '../../shared/locale'

export type AmountProblem = 'empty' | 'notANumber' | 'negative' | 'tooLarge'
export type ParsedAmount = { ok: true; value: number } | { ok: false; reason: AmountProblem }

/** Mexico writes amounts as the United States does: 1,250,000.50. */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'es-MX': { group: ',', decimal: '.' },
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function amountPattern({ group, decimal }: { group: string; decimal: string }): RegExp {
  const sign = '[-\u2212]'
  const integer = `\\d{1,3}(?:${escape(group)}\\d{3})+|\\d*`
  return new RegExp(`^(${sign})?\\s*\\$?\\s*(${sign})?\\s*(${integer})(?:${escape(decimal)}(\\d*))?$`)
}

/** Cents of a decimal part, rounded half up on its third digit: "5" -> 50, "005" -> 1, "994" -> 99. */
function fractionCents(fraction: string): bigint {
  const cents = BigInt(fraction.slice(0, 2).padEnd(2, '0'))
  return fraction.charAt(2) >= '5' ? cents + 1n : cents
}

export function parseAmount(text: string, locale: Locale, maxInput: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  const separators = SEPARATORS[locale]
  const match = amountPattern(separators).exec(trimmed)
  if (!match) return { ok: false, reason: 'notANumber' }
  const [, signBefore, signAfter, integer = '', fraction] = match
  if ((signBefore && signAfter) || (integer === '' && !fraction)) return { ok: false, reason: 'notANumber' }

  const cents = BigInt(integer.replaceAll(separators.group, '') || '0') * 100n + fractionCents(fraction ?? '')
  if ((signBefore || signAfter) && cents > 0n) return { ok: false, reason: 'negative' }
  if (cents > BigInt(Math.round(maxInput * 100))) return { ok: false, reason: 'tooLarge' }
  return { ok: true, value: Number(cents) / 100 }
}
