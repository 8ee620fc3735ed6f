/**
 * The log line for a URL that forces a variation an experiment does not have
 * (`?experiment-<name>=<variation>`): the value is the visitor's, so it is written as a JSON
 * string (a `%0A` in it cannot start a forged line of its own) and cut short, and at most
 * `maxPerWindow` such lines are written per window and process; what was left out is told in one
 * line when the next window opens. A process-wide count, not one per visitor.
 */
const VALUE_CHARS_LOGGED = 64

export type ForcedVariationLogOptions = {
  maxPerWindow?: number
  windowMs?: number
  now?: () => number
  write?: (line: string) => void
}

/** JSON as one line: JSON.stringify leaves U+2028 and U+2029 as they are, and some log readers break lines on them. */
const oneLine = (value: unknown) => JSON.stringify(value).replace(/[\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16)}`)

export function createForcedVariationLog({ maxPerWindow = 10, windowMs = 60_000, now = Date.now, write = (line) => console.warn(line) }: ForcedVariationLogOptions = {}) {
  let windowStartedAt = -Infinity
  let written = 0
  let leftOut = 0
  return (experiment: string, variation: string): void => {
    const at = now()
    if (at - windowStartedAt >= windowMs) {
      if (leftOut > 0) write(oneLine({ level: 'warn', scope: 'experiments', event: 'unknown-forced-variations-left-out', count: leftOut, windowSeconds: windowMs / 1000 }))
      windowStartedAt = at
      written = 0
      leftOut = 0
    }
    if (written >= maxPerWindow) {
      leftOut += 1
      return
    }
    written += 1
    write(
      oneLine({
        level: 'warn',
        scope: 'experiments',
        event: 'unknown-forced-variation',
        message: 'the URL forces a variation the experiment does not have; the stored or a random one is shown',
        experiment: experiment.slice(0, VALUE_CHARS_LOGGED),
        variation: variation.slice(0, VALUE_CHARS_LOGGED),
      }),
    )
  }
}

/** The process's log of unknown forced variations. */
export const logUnknownForcedVariation = createForcedVariationLog()
