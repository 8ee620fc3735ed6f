import { clientLog } from './client-log'

const DYNAMIC_LOAD_RETRIES = 3

/**
 * Loads a code chunk; each failure is reported and the load retried, up to 3 more times, after
 * which the error is thrown again (docs/behaviour.md §8). A short, growing pause lets a flaky network recover.
 */
export async function loadWithRetry<T>(
  name: string,
  load: () => Promise<T>,
  { retries = DYNAMIC_LOAD_RETRIES, delayMs = 200 }: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      clientLog('error', new Error(`Loading ${name} failed (attempt ${attempt} of ${retries + 1}): ${failure.message}`, { cause: failure }))
      if (attempt > retries) throw failure
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt))
    }
  }
}
