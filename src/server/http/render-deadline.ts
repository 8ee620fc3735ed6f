/**
 * How long a visitor waits for a page render: the render's result, or TIMED_OUT once `ms` have
 * passed (told then, once, through `onTimeout`). The render itself goes on; a page cache may still
 * keep what it makes. Shared by the origin cache and the edge cache.
 */
export const TIMED_OUT = Symbol('render timed out')

export function withDeadline<T>(pending: Promise<T>, ms: number, onTimeout?: () => void): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([pending, deadline])
    .then((result) => {
      if (result === TIMED_OUT) onTimeout?.()
      return result
    })
    .finally(() => clearTimeout(timer))
}
