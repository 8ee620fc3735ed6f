/**
 * The budget check itself: a page whose code in its first seconds is too large must fail it, naming the page
 * and its largest file. The chunk here is real bytes weighed the way the e2e check weighs them.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { BUDGETS, budgetViolations, gzipBytes, KIB, type PageWeight } from './budgets'

// Random text does not compress much: 160 KiB of random bytes, as base64, stays well above every JS budget.
const oversizedChunk = { path: '/assets/oversized.js', gzipBytes: gzipBytes(randomBytes(160 * KIB).toString('base64')) }
const framework = { path: '/assets/framework.js', gzipBytes: 120 * KIB }
const page = (overrides: Partial<PageWeight>): PageWeight => ({ pageType: 'contentDetail', url: '/about', homepage: false, js: [framework], css: [], ...overrides })

describe('budgetViolations', () => {
  it('catches a too-large chunk, naming the page, the figure, the budget and the chunk', () => {
    expect(oversizedChunk.gzipBytes).toBeGreaterThan(BUDGETS.pageTypeJs)
    const [violation, ...rest] = budgetViolations([page({ js: [framework, oversizedChunk] })])
    expect(rest).toEqual([])
    expect(violation).toMatch(/^contentDetail \/about: JS \d+\.\d KiB > 145\.0 KiB \(largest: \/assets\/oversized\.js /)
  })

  it('holds the homepage to its tighter budget than other page types', () => {
    const js = [{ path: '/assets/framework.js', gzipBytes: 140 * KIB }]
    expect(budgetViolations([page({ js })])).toEqual([])
    expect(budgetViolations([page({ js, pageType: 'campaignHomepage', url: '/', homepage: true })])).toEqual([
      'campaignHomepage /: JS 140.0 KiB > 135.0 KiB (largest: /assets/framework.js 140.0 KiB)',
    ])
  })

  it('checks the CSS budget on its own', () => {
    const css = [{ path: '/assets/app.css', gzipBytes: 31 * KIB }]
    expect(budgetViolations([page({ css })])).toEqual(['contentDetail /about: CSS 31.0 KiB > 30.0 KiB (largest: /assets/app.css 31.0 KiB)'])
  })

  it('counts the script files a page asks for, whatever their size', () => {
    const js = Array.from({ length: BUDGETS.jsFiles + 1 }, (_, index) => ({ path: `/assets/part-${index}.js`, gzipBytes: KIB }))
    expect(budgetViolations([page({ js: js.slice(1) })])).toEqual([])
    expect(budgetViolations([page({ js })])).toEqual([`contentDetail /about: ${BUDGETS.jsFiles + 1} script files > ${BUDGETS.jsFiles} (largest: /assets/part-0.js 1.0 KiB, /assets/part-1.js 1.0 KiB, /assets/part-2.js 1.0 KiB)`])
  })

  it('passes pages within every budget', () => {
    expect(budgetViolations([page({ css: [{ path: '/assets/app.css', gzipBytes: 9 * KIB }] })])).toEqual([])
  })
})
