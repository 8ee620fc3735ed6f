/**
 * The experiment variations a served page says it shows, `experiment=variation`, read from its
 * HTML as a browser gets it: the page's view in React Query's dehydrated state (ADR 055) lists
 * them as `{"experiment":"…","variation":"…"}`, inside the query's data carried as one JSON text
 * in a script's string literal (ADR 060), so every quote there is escaped once.
 */
const EXPOSURE = /\{\\"experiment\\":\\"((?:\\\\\\.|[^"\\])+)\\",\\"variation\\":\\"((?:\\\\\\.|[^"\\])+)\\"\}/g

/** A value as the page states it: the string literal's escapes, then the JSON text's. */
const unescaped = (literal: string) => JSON.parse(`"${JSON.parse(`"${literal}"`)}"`) as string

export function pageExposures(html: string): string[] {
  return [...html.matchAll(EXPOSURE)].map((match) => `${unescaped(match[1]!)}=${unescaped(match[2]!)}`)
}
