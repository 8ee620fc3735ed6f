/**
 * The experiment variations a served page says it shows, `experiment=variation`, read from its
 * HTML as a browser gets it: the page's view in React Query's dehydrated state (ADR 055) lists
 * them as `{experiment:"…",variation:"…"}`.
 */
export function pageExposures(html: string): string[] {
  return [...html.matchAll(/\{experiment:"((?:\\.|[^"\\])+)",variation:"((?:\\.|[^"\\])+)"\}/g)].map((match) => `${match[1]}=${match[2]}`)
}
