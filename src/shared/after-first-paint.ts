import { nextTask } from './next-task'

/** How long start-up waits for a first paint that does not come (a page with nothing contentful). */
export const FIRST_PAINT_WAIT_MS = 500

/**
 * Resolves once the browser has shown the server-rendered page (its first contentful paint), in a
 * task of its own. At once (the next task) when it already has, when the page is hidden (a tab in
 * the background paints nothing until it is shown), or when the browser does not report paints; after
 * FIRST_PAINT_WAIT_MS at the latest. Start-up waits for it before asking for the page type's chunk
 * (ADR 042): on a phone the first paint is long past when the entry arrives, so this costs nothing;
 * on a fast or cached load the browser paints first instead of after the start-up's work.
 */
export function afterFirstPaint(win: Window & typeof globalThis = window): Promise<void> {
  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0
  const reported = typeof win.PerformanceObserver === 'function' && (win.PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  if (!reported || painted() || win.document.visibilityState === 'hidden') return nextTask()
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect()
      win.clearTimeout(timer)
      win.document.removeEventListener('visibilitychange', done)
      resolve()
    }
    const observer = new win.PerformanceObserver(() => {
      if (painted()) done()
    })
    observer.observe({ type: 'paint', buffered: true })
    const timer = win.setTimeout(done, FIRST_PAINT_WAIT_MS)
    win.document.addEventListener('visibilitychange', done)
  }).then(nextTask)
}
