/**
 * The delivery budgets (gzip, as a phone downloads them before the page is interactive): the
 * homepage's initial JavaScript, every other page type's, the number of script files, and the CSS
 * of any page. CI fails when a page goes over (tests/e2e/budgets.spec.ts measures each page type in
 * Chromium).
 */
import { gzipSync } from 'node:zlib'

export const KIB = 1024
export const BUDGETS = {
  // Lowered on 2026-11-25 from 142 and 151 once style calls were settled at build time (ADR 029),
  // then to the delivery targets (135 and 145) once the 404 page and the router's dehydration left
  // the code every page waits for; on 2026-11-26 to 125 and 135 once the server functions' fetcher
  // left it too (ADR 035: homepage 122.1 KiB, the heaviest page type 130.2), so the room won stays.
  homepageJs: 125 * KIB,
  pageTypeJs: 135 * KIB,
  css: 30 * KIB,
  // Script files a page asks for before it is interactive: each is a request, and one asked for
  // by script is a preload link inserted at start-up.
  jsFiles: 10,
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
    if (js > jsBudgetOf(page)) violations.push(`${page.pageType} ${page.url}: initial JS ${kib(js)} > ${kib(jsBudgetOf(page))} (largest: ${largest(page.js)})`)
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
  return ['| page type | url | initial JS gzip / budget | CSS gzip / budget |', '|---|---|---|---|', ...pages.map(weightRow)].join('\n')
}
