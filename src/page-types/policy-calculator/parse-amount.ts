/**
 * An amount as a visitor writes it, read strictly: digits with optional thousands separators in
 * groups of three, an optional decimal part, an optional leading "$" and minus sign. Anything
 * else (letters, "1e6", two decimal points, "NaN") is refused, so no NaN ever reaches the page.
 * The text comes from the field or from `?amount=`, which the server reads too: it is read in
 * one pass, and refused unread past MAX_AMOUNT_TEXT_LENGTH.
 */
import type { Locale } from '../../shared/locale'

export type AmountProblem = 'empty' | 'notANumber' | 'negative' | 'tooLarge'
export type ParsedAmount = { ok: true; value: number } | { ok: false; reason: AmountProblem }

/** Longer than any amount a visitor writes, however many digits or blanks it has. */
export const MAX_AMOUNT_TEXT_LENGTH = 1_000

/** Mexico writes amounts as the United States does: 1,250,000.50. */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'es-MX': { group: ',', decimal: '.' },
}

const SIGNS: ReadonlySet<string> = new Set(['-', '\u2212'])
const BLANK = /\s/

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The number after the signs and "$", anchored at both ends; each part starts with a character the one before cannot take, so nothing is read twice. */
function numberPattern({ group, decimal }: { group: string; decimal: string }): RegExp {
  const integer = `\\d{1,3}(?:${escape(group)}\\d{3})+|\\d*`
  return new RegExp(`^(${integer})(?:${escape(decimal)}(\\d*))?$`)
}

/**
 * The signs and "$" before the number, read as `^(sign)?\s*\$?\s*(sign)?\s*` would, by hand: in
 * that pattern three runs of blanks can share the same spaces, which costs cubic time on a
 * sign followed by many spaces.
 */
function readPrefix(text: string): { signBefore: boolean; signAfter: boolean; rest: string } {
  let index = 0
  const skipBlanks = () => {
    while (index < text.length && BLANK.test(text.charAt(index))) index++
  }
  const signBefore = SIGNS.has(text.charAt(index))
  if (signBefore) index++
  skipBlanks()
  if (text.charAt(index) === '$') index++
  skipBlanks()
  const signAfter = SIGNS.has(text.charAt(index))
  if (signAfter) index++
  skipBlanks()
  return { signBefore, signAfter, rest: text.slice(index) }
}

/** Cents of a decimal part, rounded half up on its third digit: "5" -> 50, "005" -> 1, "994" -> 99. */
function fractionCents(fraction: string): bigint {
  const cents = BigInt(fraction.slice(0, 2).padEnd(2, '0'))
  return fraction.charAt(2) >= '5' ? cents + 1n : cents
}

export function parseAmount(text: string, locale: Locale, maxInput: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  if (trimmed.length > MAX_AMOUNT_TEXT_LENGTH) return { ok: false, reason: 'notANumber' }
  const separators = SEPARATORS[locale]
  const { signBefore, signAfter, rest } = readPrefix(trimmed)
  const match = numberPattern(separators).exec(rest)
  if (!match) return { ok: false, reason: 'notANumber' }
  const [, integer = '', fraction] = match
  if ((signBefore && signAfter) || (integer === '' && !fraction)) return { ok: false, reason: 'notANumber' }

  const cents = BigInt(integer.replaceAll(separators.group, '') || '0') * 100n + fractionCents(fraction ?? '')
  if ((signBefore || signAfter) && cents > 0n) return { ok: false, reason: 'negative' }
  if (cents > BigInt(Math.round(maxInput * 100))) return { ok: false, reason: 'tooLarge' }
  return { ok: true, value: Number(cents) / 100 }
}
