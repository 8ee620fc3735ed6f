import { useEffect, useState, type RefObject } from 'react'

/**
 * How many of the header row's links fit, from their real boxes (ADR 058). The row is a wrapping
 * flex list clipped to its first line: a link fits when it sits on the first line and its label
 * is not cut short (a label wider than the whole row sits alone there, truncated). The links
 * after the first that does not fit are the menu's. Null while the row is not laid out (below
 * the tablet breakpoint it is not shown).
 */
export function fittingCount(list: HTMLElement): number | null {
  const items = [...list.children] as HTMLElement[]
  if (list.getClientRects().length === 0 || items.length === 0) return items.length === 0 ? 0 : null
  const firstTop = items[0]!.getBoundingClientRect().top
  let count = 0
  for (const item of items) {
    if (item.getBoundingClientRect().top - firstTop >= 1) break
    const label = item.firstElementChild as HTMLElement | null
    if (label && label.scrollWidth > label.clientWidth + 1) break
    count++
  }
  return count
}

/**
 * The number of row links that fit, measured again whenever the row or a link changes size (a
 * resized window, the brand face arriving) or the labels change (`labels`: another language). Null before the first measurement: the server's HTML
 * and a page without JavaScript leave every link in the menu as well.
 */
export function useFittingCount(list: RefObject<HTMLElement | null>, labels: string): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const next = fittingCount(element)
      if (next !== null) setCount(next)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const item of element.children) observer.observe(item)
    return () => observer.disconnect()
  }, [list, labels])
  return count
}
