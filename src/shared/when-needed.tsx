import { Suspense, use, type ReactNode } from 'react'
import { FIRST_SECONDS_AFTER_LOAD_MS } from './first-seconds'

/**
 * A visitor's first act: a tap or click, a key, a scroll of the page. Not a focus: the page moves focus itself
 * (the takeover, opened as a modal dialog, focuses its call to action), and a keyboard's move
 * arrives as a key first.
 */
const FIRST_ACTS = ['pointerdown', 'keydown', 'scroll'] as const
const LISTENING = { capture: true, passive: true } as const

/** Once per document: a client navigation after the first act or the first seconds starts at once. */
let needed: Promise<void> | null = null

/** Calls `then` when the browser is idle (where it can say so) after the page's first seconds past its load event. */
function afterFirstSeconds(then: () => void): () => void {
  let timer: number | undefined
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(then, { timeout: 1_000 }) : then())
  const wait = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const loadedAt = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now()
    timer = window.setTimeout(idle, Math.max(0, loadedAt + FIRST_SECONDS_AFTER_LOAD_MS - performance.now()))
  }
  if (document.readyState === 'complete') wait()
  else window.addEventListener('load', () => window.setTimeout(wait), { once: true })
  return () => window.clearTimeout(timer)
}

/**
 * Resolves on the visitor's first act or once the first seconds after the load event have passed
 * and the browser is idle, whichever comes first: what a visitor only needs when they act (the
 * modal layer and the server functions' client it calls) stays out of what a phone downloads and
 * compiles while the page is first shown.
 */
export function whenNeeded(): Promise<void> {
  needed ??= new Promise<void>((resolve) => {
    let stopWaiting = () => {}
    const start = (event?: Event) => {
      // Only the page's own scroll: the takeover's dialog scrolls itself to the call to action it focuses.
      if (event?.type === 'scroll' && event.target !== document) return
      for (const type of FIRST_ACTS) window.removeEventListener(type, start, LISTENING)
      stopWaiting()
      resolve()
    }
    for (const type of FIRST_ACTS) window.addEventListener(type, start, LISTENING)
    stopWaiting = afterFirstSeconds(start)
  })
  return needed
}

function Started({ children }: { children: ReactNode }) {
  use(whenNeeded())
  return children
}

/** Renders its children (and so fetches their code and data) only once they are needed (whenNeeded). Browser only. */
export function WhenNeeded({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Started>{children}</Started>
    </Suspense>
  )
}
