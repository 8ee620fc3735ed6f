import { Children, startTransition, useEffect, useState, type ReactNode } from 'react'
import { nextTask } from './next-task'

/**
 * Mounts its children one after another, each in a task of its own (in a transition), so their
 * first renders and effects are several short tasks instead of one long one that would hold a tap
 * back (ADR 039). For parts that start work once the page is interactive and draw
 * nothing on their own at first.
 */
export function OneTaskEach({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children)
  const [mounted, setMounted] = useState(1)
  useEffect(() => {
    if (mounted >= parts.length) return
    let live = true
    void nextTask().then(() => {
      if (live) startTransition(() => setMounted((count) => count + 1))
    })
    return () => {
      live = false
    }
  }, [mounted, parts.length])
  return <>{parts.slice(0, mounted)}</>
}
