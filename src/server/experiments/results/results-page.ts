/**
 * The results page's HTML, built on the server: the report's figures per experiment as a table,
 * its chart, and its warnings, in English or Spanish. No script and no inline style, so the
 * content security policy computed from it allows nothing inline.
 */
import { experimentResultsMessages, type ExperimentResultsMessageKey } from '../../../shared/i18n/messages.ts'
import type { Locale } from '../../../shared/locale.ts'
import { robotsMetaTag, type Robots } from '../../../shared/robots.ts'
import type { Interval } from './beta-binomial.ts'
import type { ExperimentResult } from './experiment-report.ts'
import { escapeHtml, resultsChart } from './results-chart.ts'

/** `robots`: what the answer's X-Robots-Tag says, written into the head as well. */
export function resultsPageHtml(
  results: readonly ExperimentResult[],
  { locale, testGifts, otherLanguageHref, robots }: { locale: Locale; testGifts: boolean; otherLanguageHref: string; robots: Robots },
): string {
  const t = (key: ExperimentResultsMessageKey) => escapeHtml(experimentResultsMessages[locale][key])
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const signed = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const whole = new Intl.NumberFormat(locale)
  const lift = (interval: Interval | null) => (interval ? `${signed.format(interval.estimate)} [${signed.format(interval.low)}, ${signed.format(interval.high)}]` : '–')
  const chance = (value: number | null) => (value === null ? '–' : percent.format(value))
  const signups = (counts: Readonly<Record<string, number>>) =>
    Object.entries(counts)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([form, count]) => `${escapeHtml(form)}: ${whole.format(count)}`)
      .join('<br>') || '–'

  const sections = results.map((result) => {
    const warnings = [
      ...(result.sampleRatio?.mismatch ? [`<p role="alert" data-warning="sample-ratio-mismatch"><strong>${t('sampleRatioMismatch')}</strong></p>`] : []),
      ...(result.enoughData ? [] : [`<p data-warning="not-enough-data">${t('notEnoughData')}</p>`]),
    ]
    const header = ['variation', 'visitors', 'donors', 'conversionRate', 'lift', 'probabilityBeats', 'dollarsRaised', 'dollarsPerVisitor', 'dollarsLift', 'probabilityBeats', 'signups'] as const
    const rows = result.arms.map(
      (arm) =>
        `<tr data-variation="${escapeHtml(arm.variation)}"><th scope="row">${escapeHtml(arm.variation)}${arm.baseline ? ` (${t('baseline')})` : ''}</th>` +
        [
          whole.format(arm.visitors),
          whole.format(arm.donors),
          percent.format(arm.conversionRate),
          lift(arm.conversionLift),
          chance(arm.probabilityConversionBeats),
          money.format(arm.dollarsRaised),
          money.format(arm.dollarsPerVisitor),
          lift(arm.dollarsPerVisitorLift),
          chance(arm.probabilityDollarsBeats),
        ]
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('') +
        `<td>${signups(arm.signups)}</td></tr>`,
    )
    const srm = `${result.sampleRatio ? `<p>${t('sampleRatio')} ${escapeHtml(result.sampleRatio.pValue.toPrecision(3))}</p>` : ''}<p data-unverified>${t('unverified')} ${result.unverified.gifts}, ${result.unverified.signups}</p>`
    return `<section data-experiment="${escapeHtml(result.experiment)}"><h2>${t('experiment')}: ${escapeHtml(result.experiment)}</h2>${warnings.join('')}<figure>${resultsChart(result, { label: experimentResultsMessages[locale].chartLabel, locale })}<figcaption>${t('chartLabel')}</figcaption></figure><table border="1" cellpadding="4"><thead><tr>${header.map((key) => `<th scope="col">${t(key)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>${srm}</section>`
  })
  const lang = locale === 'es-MX' ? 'es' : 'en'
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${robotsMetaTag(robots)}<title>${t('title')}</title></head><body><main><h1>${t('title')}</h1><p><a href="${escapeHtml(otherLanguageHref)}" hreflang="${lang === 'es' ? 'en' : 'es'}">${t('language')}</a></p><p>${t('intro')}</p><p>${t(testGifts ? 'testGifts' : 'realGifts')}</p>${sections.length > 0 ? sections.join('') : `<p>${t('none')}</p>`}<p><small>${t('method')}</small></p></main></body></html>`
}
