/**
 * Values the content model does not allow: a required field left empty, a value of the wrong
 * type, or one that fails the field's validations (regexp, size, range, allowed values, linked
 * content types, uniqueness). Contentful refuses to publish such an entry; an export edited by
 * hand or written by a script may still hold one. The validation's own message is used when it
 * has one, since it is written for editors.
 */
import { isLink, type LocalizedReader } from '../localized-reader.ts'
import type { SpaceSnapshot } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'
import type { ContentType, ContentTypeField } from './content-types.ts'

type Validation = Record<string, unknown>

const present = (value: unknown) => value !== undefined && value !== null && value !== ''
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

const TYPE_CHECKS: Record<string, { is: (value: unknown) => boolean; expected: string }> = {
  Symbol: { is: (value) => typeof value === 'string', expected: 'a short text' },
  Text: { is: (value) => typeof value === 'string', expected: 'a text' },
  Integer: { is: (value) => Number.isInteger(value), expected: 'a whole number' },
  Number: { is: (value) => typeof value === 'number' && Number.isFinite(value), expected: 'a number' },
  Boolean: { is: (value) => typeof value === 'boolean', expected: 'true or false' },
  Date: { is: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)), expected: 'a date' },
  Object: { is: isObject, expected: 'a JSON object' },
  Array: { is: Array.isArray, expected: 'a list' },
  Link: { is: isLink, expected: 'a link' },
  RichText: { is: (value) => isObject(value) && value.nodeType === 'document', expected: 'a rich-text document' },
  Location: { is: isObject, expected: 'a location' },
}

function bounds(range: unknown): { min?: number; max?: number } {
  const { min, max } = isObject(range) ? range : {}
  return { ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) }
}

function outside(amount: number, range: { min?: number; max?: number }): boolean {
  return (range.min !== undefined && amount < range.min) || (range.max !== undefined && amount > range.max)
}

function describeRange(range: { min?: number; max?: number }, unit = ''): string {
  const words = range.min !== undefined && range.max !== undefined ? `from ${range.min} to ${range.max}` : range.min !== undefined ? `at least ${range.min}` : `at most ${range.max}`
  return unit ? `${words} ${unit}` : words
}

/** The first validation a single value fails, in words; null when it passes. */
function failedValidation(value: unknown, type: string, validations: readonly Validation[], reader: LocalizedReader): string | null {
  for (const validation of validations) {
    const own = typeof validation.message === 'string' ? validation.message : null
    if (isObject(validation.regexp) && typeof value === 'string') {
      const { pattern, flags } = validation.regexp
      if (typeof pattern === 'string' && !new RegExp(pattern, typeof flags === 'string' ? flags : undefined).test(value)) {
        return own ?? `"${value}" does not match ${pattern}`
      }
    }
    if ('size' in validation) {
      const range = bounds(validation.size)
      const length = typeof value === 'string' ? value.length : Array.isArray(value) ? value.length : null
      if (length !== null && outside(length, range)) return own ?? `expected ${describeRange(range, type === 'Array' ? 'items' : 'characters')}, got ${length}`
    }
    if ('range' in validation && typeof value === 'number') {
      const range = bounds(validation.range)
      if (outside(value, range)) return own ?? `expected a number ${describeRange(range)}, got ${value}`
    }
    if (Array.isArray(validation.in) && !validation.in.includes(value)) return own ?? `expected one of ${validation.in.map(String).join(', ')}`
    if (Array.isArray(validation.linkContentType)) {
      const target = reader.follow(value)
      const targetType = target?.kind === 'entry' ? target.entry.sys.contentType.sys.id : null
      if (targetType && !validation.linkContentType.includes(targetType)) {
        return own ?? `links to a ${targetType}; expected ${validation.linkContentType.map(String).join(' or ')}`
      }
    }
  }
  return null
}

function fieldProblem(field: ContentTypeField, value: unknown, reader: LocalizedReader): string | null {
  const check = TYPE_CHECKS[field.type]
  if (check && !check.is(value)) return `expected ${check.expected}`
  const own = failedValidation(value, field.type, field.validations, reader)
  if (own || field.type !== 'Array' || !field.items || !Array.isArray(value)) return own
  for (const [position, item] of value.entries()) {
    const itemCheck = TYPE_CHECKS[field.items.type]
    if (itemCheck && !itemCheck.is(item)) return `item ${position + 1}: expected ${itemCheck.expected}`
    const failed = failedValidation(item, field.items.type, field.items.validations, reader)
    if (failed) return `item ${position + 1}: ${failed}`
  }
  return null
}

export function modelRuleProblems(snapshot: SpaceSnapshot, contentTypes: readonly ContentType[], reader: LocalizedReader): ContentProblem[] {
  const types = new Map(contentTypes.map((type) => [type.sys.id, type]))
  const defaultLocale = snapshot.locales.find((locale) => locale.default)?.code ?? 'en-US'
  const knownLocales = new Set(snapshot.locales.map((locale) => locale.code))
  const problems: ContentProblem[] = []
  const seenUnique = new Map<string, string>()
  for (const entry of snapshot.entries) {
    const contentType = entry.sys.contentType.sys.id
    const type = types.get(contentType)
    if (!type) continue
    const report = (field: string, message: string, locale?: string) =>
      problems.push({ check: 'model', severity: 'error', entryId: entry.sys.id, contentType, ...(locale ? { locale } : {}), field, message })
    for (const field of type.fields) {
      if (field.omitted || field.disabled) continue
      const values = entry.fields[field.id] ?? {}
      // Contentful asks for a required value in the default locale; other locales may fall back.
      if (field.required && !present(values[defaultLocale])) report(field.id, 'required, but not filled in', defaultLocale)
      for (const [locale, value] of Object.entries(values)) {
        if (!knownLocales.has(locale) || !present(value) || (!field.localized && locale !== defaultLocale)) continue
        const problem = fieldProblem(field, value, reader)
        if (problem) report(field.id, problem, locale)
        if (field.validations.some((validation) => validation.unique === true)) {
          const key = `${contentType}|${field.id}|${locale}|${JSON.stringify(value)}`
          const first = seenUnique.get(key)
          if (first) report(field.id, `${JSON.stringify(value)} is already used by entry ${first}; it must be unique`, locale)
          else seenUnique.set(key, entry.sys.id)
        }
      }
    }
    for (const fieldId of Object.keys(entry.fields)) {
      if (!type.fields.some((field) => field.id === fieldId)) report(fieldId, `the ${contentType} content type has no field ${fieldId}`)
    }
  }
  return problems
}
