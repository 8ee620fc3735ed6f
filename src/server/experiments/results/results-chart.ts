/**
 * One experiment's chart: a bar per variation for its conversion rate and a line for the rate's
 * 95% interval, in inline SVG with presentation attributes only (the page's policy allows no
 * inline style) and a text alternative; numbers in the page's language.
 */
import { posterior, rateInterval } from './beta-binomial.ts'
import type { ExperimentResult } from './experiment-report.ts'

const WIDTH = 560
const LABEL_WIDTH = 150
const VALUE_WIDTH = 70
const ROW = 30
const BAR = 16
const PAD = 8
const BASELINE_COLOUR = '#6b7280'
const VARIATION_COLOUR = '#1d4ed8'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export function resultsChart(result: ExperimentResult, { label, locale }: { label: string; locale: string }): string {
  const arms = result.arms.map((arm) => ({ arm, interval: rateInterval(posterior(arm.donors, arm.visitors)) }))
  const top = Math.max(0.01, ...arms.map(({ interval, arm }) => Math.max(interval.high, arm.conversionRate)))
  const plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH
  const x = (rate: number) => LABEL_WIDTH + (Math.min(rate, top) / top) * plot
  const height = arms.length * ROW + PAD * 2
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const rows = arms.map(({ arm, interval }, index) => {
    const y = PAD + index * ROW
    const middle = y + ROW / 2
    const colour = arm.baseline ? BASELINE_COLOUR : VARIATION_COLOUR
    const description = `${arm.variation}: ${percent.format(arm.conversionRate)} (${percent.format(interval.low)}–${percent.format(interval.high)})`
    return [
      `<g data-variation="${escapeHtml(arm.variation)}"><title>${escapeHtml(description)}</title>`,
      `<text x="${LABEL_WIDTH - PAD}" y="${middle + 4}" text-anchor="end" font-size="13" fill="#111827">${escapeHtml(arm.variation)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + (ROW - BAR) / 2}" width="${(x(arm.conversionRate) - LABEL_WIDTH).toFixed(1)}" height="${BAR}" fill="${colour}" fill-opacity="0.75"/>`,
      `<line x1="${x(interval.low).toFixed(1)}" x2="${x(interval.high).toFixed(1)}" y1="${middle}" y2="${middle}" stroke="#111827" stroke-width="2"/>`,
      `<line x1="${x(interval.low).toFixed(1)}" x2="${x(interval.low).toFixed(1)}" y1="${middle - 5}" y2="${middle + 5}" stroke="#111827" stroke-width="2"/>`,
      `<line x1="${x(interval.high).toFixed(1)}" x2="${x(interval.high).toFixed(1)}" y1="${middle - 5}" y2="${middle + 5}" stroke="#111827" stroke-width="2"/>`,
      `<text x="${WIDTH - VALUE_WIDTH + PAD}" y="${middle + 4}" font-size="13" fill="#111827">${escapeHtml(percent.format(arm.conversionRate))}</text></g>`,
    ].join('')
  })
  const title = `${label}: ${result.experiment}`
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(title)}" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><title>${escapeHtml(title)}</title><line x1="${LABEL_WIDTH}" x2="${LABEL_WIDTH}" y1="0" y2="${height}" stroke="#9ca3af"/>${rows.join('')}</svg>`
}
