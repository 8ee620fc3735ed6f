/**
 * A query parameter that gives a page a cached copy of its own, for a test that must see a miss
 * first. The origin cache keys on the parameters a page's render reads alone (page-cache-key.ts),
 * so a made-up one no longer does; a forced variation of an experiment no page runs is read (it
 * travels with the page's data) and changes nothing else.
 */
export function freshCopy(stamp: number | string = Date.now()): string {
  return `experiment-fresh-copy=${stamp}`
}
