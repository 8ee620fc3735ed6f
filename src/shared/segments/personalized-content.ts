import type { PersonalizedContent } from '../../content-model/content-model'

/** A state code as personalised content is targeted by: two capital letters. */
export const STATE_CODE = /^[A-Z]{2}$/

/** A visitor's state as a state code, else null: a stored or looked-up value is not trusted to be one. */
export function stateCodeOrNull(stateCode: string | null | undefined): string | null {
  const code = stateCode?.toUpperCase()
  return code && STATE_CODE.test(code) ? code : null
}

/** For a key, the entry targeted at the visitor's state, else the one for everyone (no states). */
export function selectPersonalizedContent(items: readonly PersonalizedContent[], key: string, stateCode: string | null | undefined): PersonalizedContent | null {
  const candidates = items.filter((item) => item.key === key)
  const targeted = stateCode ? candidates.find((item) => item.stateCodes.includes(stateCode.toUpperCase())) : undefined
  return targeted ?? candidates.find((item) => item.stateCodes.length === 0) ?? null
}

/**
 * What a visitor in a state (or of a state not known yet) is shown: one entry per key, in the
 * order the keys first appear. Chosen on the server, so a page carries only what it shows (ADR 031).
 */
export function personalizedContentFor(items: readonly PersonalizedContent[], stateCode: string | null): PersonalizedContent[] {
  const keys = [...new Set(items.map((item) => item.key))]
  return keys.flatMap((key) => {
    const item = selectPersonalizedContent(items, key, stateCode)
    return item ? [item] : []
  })
}
