// @vitest-environment happy-dom
/**
 * Which of the header row's links fit, read from the boxes the browser gave them: the leading
 * links on the list's first line whose labels are whole. (The browser's own layout is exercised
 * by tests/e2e/header-fit.spec.ts; here the boxes are given.)
 */
import { describe, expect, it } from 'vitest'
import { fittingCount } from './header-fit'

type Box = { top: number; cut?: boolean }

/** A list whose items sit at the given tops, each label cut short or whole. */
function listOf(boxes: Box[], shown = true): HTMLElement {
  const list = document.createElement('ul')
  list.getClientRects = () => (shown ? ([{}] as unknown as DOMRectList) : ([] as unknown as DOMRectList))
  for (const box of boxes) {
    const item = document.createElement('li')
    item.getBoundingClientRect = () => ({ top: box.top }) as DOMRect
    const label = document.createElement('a')
    Object.defineProperty(label, 'scrollWidth', { value: box.cut ? 300 : 100 })
    Object.defineProperty(label, 'clientWidth', { value: 100 })
    item.append(label)
    list.append(item)
  }
  return list
}

describe('fittingCount', () => {
  it('counts the links on the first line', () => {
    expect(fittingCount(listOf([{ top: 8 }, { top: 8 }, { top: 8 }, { top: 60 }, { top: 60 }]))).toBe(3)
  })

  it('counts every link when none wrapped', () => {
    expect(fittingCount(listOf([{ top: 8 }, { top: 8.4 }, { top: 8 }]))).toBe(3)
  })

  it('stops at a label cut short: a label wider than the row fits nowhere in it', () => {
    expect(fittingCount(listOf([{ top: 8, cut: true }, { top: 60 }]))).toBe(0)
    expect(fittingCount(listOf([{ top: 8 }, { top: 60, cut: true }, { top: 112 }]))).toBe(1)
  })

  it('knows nothing while the row is not laid out (below the tablet breakpoint)', () => {
    expect(fittingCount(listOf([{ top: 0 }, { top: 0 }], false))).toBeNull()
  })

  it('has nothing to count in an empty row', () => {
    expect(fittingCount(listOf([]))).toBe(0)
  })
})
