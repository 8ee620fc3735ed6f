import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { loadWithRetry } from './load-with-retry'
import { nextTask } from './next-task'

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown }

/**
 * A part only the browser shows, started once the page is interactive without holding a tap back
 * (ADR 039): its chunk is asked for in a task of its own after hydration, not inside
 * hydration's commit, and it first renders in a transition, in slices. The server's HTML and the
 * hydrating render hold nothing here. A chunk that cannot load (after loadWithRetry's retries)
 * is thrown to the nearest failure boundary, as a lazy component's would be. `load` is made once,
 * at module scope: a new function would load the part again.
 */
export function AfterHydration<Props extends object>({ name, load, props }: { name: string; load: () => Promise<{ default: ComponentType<Props> }>; props: Props }) {
  const [loaded, setLoaded] = useState<Loaded<Props> | null>(null)
  useEffect(() => {
    let live = true
    const settle = (next: Loaded<Props>) => {
      if (live) startTransition(() => setLoaded(next))
    }
    void nextTask()
      .then(() => loadWithRetry(name, load))
      .then(
        (module) => settle({ component: module.default }),
        (error: unknown) => settle({ error }),
      )
    return () => {
      live = false
    }
  }, [name, load])
  if (!loaded) return null
  if ('error' in loaded) throw loaded.error
  const Component = loaded.component
  return <Component {...props} />
}
