/**
 * node scripts/brand-font-fallback.ts: writes src/theme/brand-font-fallback.css, the local faces a
 * heading is set in until Archivo arrives, shaped to take Archivo's room so the swap moves nothing
 * (ADR 061). Run it again when the font file or the headings' weight or widths change.
 *
 * - Vertical metrics come from the font's own tables (head, hhea, OS/2 of the woff2 the site
 *   serves): the fallback's ascent, descent and line gap are overridden to Archivo's.
 * - `size-adjust` is the ratio of the widths of the same English and Spanish sentences set in
 *   Archivo at the headings' weight and width and in the local font, measured in Chromium: a
 *   variable font's advances at an instance are not in its static tables (gvar/HVAR deltas).
 *   The overrides are divided by it, since the browser scales them with the face.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM, QUIET_BROWSER_FLAGS, requireChromium } from './support/chromium.ts'
import { verticalMetrics, woff2Tables } from './support/woff2-tables.ts'
import { archivoFamily, brandFallbacks, fontWeights, fontWidths } from '../src/theme/tokens.ts'

const FONT_FILE = fileURLToPath(import.meta.resolve('@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2'))
const OUTPUT = fileURLToPath(new URL('../src/theme/brand-font-fallback.css', import.meta.url))

/** Ordinary heading words in both languages; not any campaign's copy. */
const SAMPLE =
  'Join the campaign for a fairer economy. Every family deserves good jobs, health care and a secure retirement. Give now. ' +
  'Únete a la campaña por una economía más justa. Cada familia merece buenos empleos, atención médica y una jubilación segura. Dona ahora.'

/** The widths headings are set at (a face each: the fallback cannot stretch). */
const WIDTHS = [fontWidths.regular, fontWidths.extraWide] as const

requireChromium()
const metrics = verticalMetrics(woff2Tables(readFileSync(FONT_FILE)))
if (metrics.variesWithAxes) throw new Error('the font has an MVAR table: its vertical metrics vary with the axes')
// Every engine reads the typo metrics when the font says so (fsSelection bit 7), hhea otherwise.
const vertical = metrics.useTypoMetrics ? metrics.typo : metrics.hhea
const em = metrics.unitsPerEm

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...QUIET_BROWSER_FLAGS] })
const faces: string[] = []
const figures: string[] = []
try {
  const page = await browser.newPage()
  const fontData = readFileSync(FONT_FILE).toString('base64')
  await page.setContent(
    `<style>@font-face{font-family:"${archivoFamily}";src:url(data:font/woff2;base64,${fontData}) format("woff2");font-weight:100 900;font-stretch:62% 125%}</style>`,
  )
  /** The sample's width at 100px in a face; `null` when its local font is not on this machine. */
  const widthIn = (family: string, source: string | null, weight: number, stretch: string) =>
    page.evaluate(
      async ({ family, source, weight, stretch, sample }) => {
        if (source) {
          const face = new FontFace(family, source, { weight: String(weight), stretch })
          try {
            document.fonts.add(await face.load())
          } catch {
            return null
          }
        }
        const span = document.createElement('span')
        Object.assign(span.style, { fontFamily: `"${family}"`, fontWeight: String(weight), fontStretch: stretch, fontSize: '100px', whiteSpace: 'pre' })
        span.textContent = sample
        document.body.append(span)
        // Laid out, the span asks for its face; `ready` waits for it (the shorthand document.fonts.load takes has no percentage widths).
        span.getBoundingClientRect()
        await document.fonts.ready
        const width = span.getBoundingClientRect().width
        span.remove()
        return width
      },
      { family, source, weight, stretch, sample: SAMPLE },
    )
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  for (const fallback of brandFallbacks) {
    for (const width of WIDTHS) {
      const archivo = await widthIn(archivoFamily, null, fontWeights.title, width)
      const local = await widthIn(`probe ${fallback.family} ${width}`, fallback.locals.map((name) => `local("${name}")`).join(', '), 700, '100%')
      if (archivo === null || local === null) throw new Error(`${fallback.family}: none of ${fallback.locals.join(', ')} is on this machine`)
      const sizeAdjust = archivo / local
      figures.push(`${fallback.family} at ${width}: Archivo ${archivo.toFixed(1)} px, local ${local.toFixed(1)} px`)
      faces.push(
        [
          `@font-face {`,
          `  font-family: '${fallback.family}';`,
          `  src: ${fallback.locals.map((name) => `local('${name}')`).join(', ')};`,
          `  font-weight: 100 900;`,
          `  font-stretch: ${width};`,
          `  size-adjust: ${percent(sizeAdjust)};`,
          `  ascent-override: ${percent(vertical.ascender / em / sizeAdjust)};`,
          `  descent-override: ${percent(-vertical.descender / em / sizeAdjust)};`,
          `  line-gap-override: ${percent(vertical.lineGap / em / sizeAdjust)};`,
          `}`,
        ].join('\n'),
      )
    }
  }
} finally {
  await browser.close()
}

writeFileSync(
  OUTPUT,
  [
    `/*`,
    ` * Made by scripts/brand-font-fallback.ts (ADR 061); edit there. A heading's local stand-in until`,
    ` * Archivo (weight ${fontWeights.title}) arrives, taking its room: vertical metrics from its tables (unitsPerEm ${em},`,
    ` * ascender ${vertical.ascender}, descender ${vertical.descender}, line gap ${vertical.lineGap}), size-adjust from the widths of one`,
    ` * sample set in both at 100px in Chromium:`,
    ...figures.map((line) => ` *   ${line}`),
    ` */`,
    faces.join('\n\n'),
    '',
  ].join('\n'),
)
console.info(`wrote ${OUTPUT}\n${figures.join('\n')}`)
