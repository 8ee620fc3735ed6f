import { useEffect, useRef, useState } from 'react'

/**
 * The index of the step that crosses the middle of the viewport. Until the observer reports
 * (and without IntersectionObserver) the first step is active, as in the server's render.
 */
export function useActiveStep(count: number) {
  const steps = useRef<(HTMLElement | null)[]>([])
  const [active, setActive] = useState(0)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const index = steps.current.indexOf(entry.target as HTMLElement)
          if (index >= 0) setActive(index)
        }
      },
      // A line across the middle of the screen: the step on it is the one being read.
      { rootMargin: '-50% 0px -50% 0px' },
    )
    for (const element of steps.current.slice(0, count)) if (element) observer.observe(element)
    return () => observer.disconnect()
  }, [count])
  const stepRef = (index: number) => (element: HTMLElement | null) => {
    steps.current[index] = element
  }
  return { active, stepRef }
}
