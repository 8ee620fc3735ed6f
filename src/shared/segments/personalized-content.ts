import type { PersonalizedContent } from '../../queries/content-model'

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
