/**
 * The delivery budgets (gzip, as a phone downloads them in its first seconds): the JavaScript a
 * homepage and any other page type fetch before the visitor's first act or until 3 s after the
 * load event (measure-page-weight.ts, ADR 063), the number of those script files, and the CSS of
 * any page. CI fails when a page goes over, on the embedded export and on a foreign-shaped one
 * (tests/e2e/budgets.spec.ts measures each page type in Chromium).
 */
import { gzipSync } from 'node:zlib'

export const KIB = 1024
export const BUDGETS = {
  // The delivery targets, on everything a page fetches in its first seconds (ADR 063). Until then
  // the budgets (125 and 135 KiB, ADR 014) counted only what loaded before hydration, and the page
  // boots, the modal layer and the server functions' client (about 20 KiB) came after, unweighed.
  homepageJs: 135 * KIB,
  pageTypeJs: 145 * KIB,
  css: 30 * KIB,
  // Script files a page fetches in the same window: each is a request on a phone's slow
  // connection, and one asked for by script queues behind the script that asks. 10 until hydration
  // (ADR 014); 12 in the wider window, where a donation page has 11 (its provider's script among them).
  jsFiles: 12,
} as const

export type AssetWeight = { path: string; gzipBytes: number }
export type PageWeight = { pageType: string; url: string; homepage: boolean; js: AssetWeight[]; css: AssetWeight[] }

/** The size a file travels at: gzip at the highest level (brotli, which browsers get, is smaller still). */
export function gzipBytes(body: Uint8Array | string): number {
  return gzipSync(body, { level: 9 }).length
}

export const totalBytes = (assets: readonly AssetWeight[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0)

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

const jsBudgetOf = (page: PageWeight) => (page.homepage ? BUDGETS.homepageJs : BUDGETS.pageTypeJs)

/** A page's three largest files, for a violation's message. */
const largest = (assets: readonly AssetWeight[]) =>
  [...assets]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((asset) => `${asset.path} ${kib(asset.gzipBytes)}`)
    .join(', ')

/** One line per budget a page exceeds, naming the page, the figure, the budget and its largest files. */
export function budgetViolations(pages: readonly PageWeight[]): string[] {
  const violations: string[] = []
  for (const page of pages) {
    const js = totalBytes(page.js)
    if (js > jsBudgetOf(page)) violations.push(`${page.pageType} ${page.url}: JS ${kib(js)} > ${kib(jsBudgetOf(page))} (largest: ${largest(page.js)})`)
    if (page.js.length > BUDGETS.jsFiles) violations.push(`${page.pageType} ${page.url}: ${page.js.length} script files > ${BUDGETS.jsFiles} (largest: ${largest(page.js)})`)
    const css = totalBytes(page.css)
    if (css > BUDGETS.css) violations.push(`${page.pageType} ${page.url}: CSS ${kib(css)} > ${kib(BUDGETS.css)} (largest: ${largest(page.css)})`)
  }
  return violations
}

/** One page's figures against its budgets, as a row of weightTable. */
export const weightRow = (page: PageWeight) =>
  `| ${page.pageType} | ${page.url} | ${kib(totalBytes(page.js))} / ${kib(jsBudgetOf(page))} (${page.js.length} files) | ${kib(totalBytes(page.css))} / ${kib(BUDGETS.css)} |`

/** A table of the measured figures against their budgets, for logs and docs/performance.md. */
export function weightTable(pages: readonly PageWeight[]): string {
  return ['| page type | url | JS in the first seconds, gzip / budget | CSS gzip / budget |', '|---|---|---|---|', ...pages.map(weightRow)].join('\n')
}
