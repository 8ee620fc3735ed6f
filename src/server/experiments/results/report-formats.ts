/**
 * The experiment results as text for `npm run experiments:report`: a table for a person, CSV for a
 * spreadsheet, JSON for a program. Each says when an arm lacks data and when the split is broken.
 */
import type { Interval } from './beta-binomial.ts'
import { MIN_CONVERSIONS_PER_ARM, MIN_VISITORS_PER_ARM, type ExperimentResult } from './experiment-report.ts'
import { SRM_THRESHOLD } from './sample-ratio.ts'

export type ReportFormat = 'table' | 'csv' | 'json'

export const NOT_ENOUGH_DATA = `not enough data yet (each arm needs ${MIN_VISITORS_PER_ARM} visitors and ${MIN_CONVERSIONS_PER_ARM} gifts): the figures below are not conclusions`
export const SRM_WARNING = `SAMPLE RATIO MISMATCH (p < ${SRM_THRESHOLD}): the arms' visitors are not the intended equal split; assignment or counting is broken and no figure of this experiment can be trusted`
const METHOD = 'Rates: Beta(1,1) prior, exact P(beat); lift intervals 95% (log ratio). Dollars per visitor: normal approximation. Check once, at the planned sample size: looking repeatedly inflates false wins.'

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const signedPercent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`
const lift = (interval: Interval | null) => (interval ? `${signedPercent(interval.estimate)} [${signedPercent(interval.low)}, ${signedPercent(interval.high)}]` : '–')
const probability = (value: number | null) => (value === null ? '–' : percent(value))
const dollars = (value: number) => `$${value.toFixed(2)}`
const signups = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([form, count]) => `${form}: ${count}`)
    .join('; ')

function warningsOf(result: ExperimentResult): string[] {
  return [...(result.sampleRatio?.mismatch ? [SRM_WARNING] : []), ...(result.enoughData ? [] : [NOT_ENOUGH_DATA])]
}

function table(results: readonly ExperimentResult[]): string {
  if (results.length === 0) return 'No experiment assignments counted yet.\n'
  const blocks = results.map((result) => {
    const header = ['variation', 'visitors', 'donors', 'conv. rate', 'lift (95% CI)', 'P(beats)', 'raised', '$/visitor', '$/visitor lift (95% CI)', 'P(beats)', 'sign-ups']
    const rows = result.arms.map((arm) => [
      arm.baseline ? `${arm.variation} (baseline)` : arm.variation,
      String(arm.visitors),
      String(arm.donors),
      percent(arm.conversionRate),
      lift(arm.conversionLift),
      probability(arm.probabilityConversionBeats),
      dollars(arm.dollarsRaised),
      dollars(arm.dollarsPerVisitor),
      lift(arm.dollarsPerVisitorLift),
      probability(arm.probabilityDollarsBeats),
      signups(arm.signups) || '–',
    ])
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()
    const srm = result.sampleRatio ? `sample ratio: χ² ${result.sampleRatio.chiSquare.toFixed(2)}, p ${result.sampleRatio.pValue.toPrecision(3)}` : 'sample ratio: –'
    const unverified = `unverified, credited to no variation (refcode2 without a valid signature): ${result.unverified.gifts} gifts, ${result.unverified.signups} sign-ups`
    return [`experiment: ${result.experiment}`, line(header), ...rows.map(line), srm, unverified, ...warningsOf(result).map((warning) => `WARNING: ${warning}`)].join('\n')
  })
  return `${blocks.join('\n\n')}\n\n${METHOD}\n`
}

const CSV_HEADER = [
  'experiment',
  'variation',
  'baseline',
  'visitors',
  'donors',
  'conversion_rate',
  'conversion_lift',
  'conversion_lift_low',
  'conversion_lift_high',
  'p_conversion_beats',
  'dollars_raised',
  'dollars_per_visitor',
  'dollars_per_visitor_lift',
  'dollars_per_visitor_lift_low',
  'dollars_per_visitor_lift_high',
  'p_dollars_per_visitor_beats',
  'signups',
  'srm_p_value',
  'srm_warning',
  'enough_data',
]

function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csv(results: readonly ExperimentResult[]): string {
  const rows = results.flatMap((result) =>
    result.arms.map((arm) => [
      result.experiment,
      arm.variation,
      arm.baseline,
      arm.visitors,
      arm.donors,
      arm.conversionRate,
      arm.conversionLift?.estimate,
      arm.conversionLift?.low,
      arm.conversionLift?.high,
      arm.probabilityConversionBeats,
      arm.dollarsRaised,
      arm.dollarsPerVisitor,
      arm.dollarsPerVisitorLift?.estimate,
      arm.dollarsPerVisitorLift?.low,
      arm.dollarsPerVisitorLift?.high,
      arm.probabilityDollarsBeats,
      signups(arm.signups),
      result.sampleRatio?.pValue,
      result.sampleRatio?.mismatch ?? false,
      result.enoughData,
    ]),
  )
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n'
}

function json(results: readonly ExperimentResult[]): string {
  return `${JSON.stringify({ method: METHOD, experiments: results.map((result) => ({ ...result, warnings: warningsOf(result) })) }, null, 2)}\n`
}

export function formatReport(results: readonly ExperimentResult[], format: ReportFormat): string {
  return format === 'csv' ? csv(results) : format === 'json' ? json(results) : table(results)
}
