import { MAX_EXPERIMENT_PARAM_LENGTH } from '../../content-model/content-constants.ts'

/** ?experiment-<name>=<variation>: the prefix of the parameters that force a variation. */
export const FORCE_PREFIX = 'experiment-'

/**
 * ?experiment-<name>=<variation>: the variations a URL forces (an editor checking one, a link in a
 * test email). Read by the server at the door and by the route's loader from the same URL.
 */
export function forcedVariations(params: Iterable<readonly [string, unknown]>): Record<string, string> {
  const forced: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!key.startsWith(FORCE_PREFIX) || key.length === FORCE_PREFIX.length || (typeof value !== 'string' && typeof value !== 'number')) continue
    const [name, variation] = [key.slice(FORCE_PREFIX.length), String(value)]
    // Longer than any name an editor gives: it forces nothing, like an unknown variation.
    if (name.length <= MAX_EXPERIMENT_PARAM_LENGTH && variation.length <= MAX_EXPERIMENT_PARAM_LENGTH) forced[name] = variation
  }
  return forced
}
