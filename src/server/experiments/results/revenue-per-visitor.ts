/**
 * Dollars per visitor: most visitors give nothing, so the per-visitor amounts are far from normal,
 * but their mean over hundreds of visitors is close to it (central limit theorem). The lift B/A − 1
 * gets the delta method's interval on the log ratio of the means, and P(B > A) the normal
 * approximation of the difference of means (Welch's standard error). Both need only each arm's
 * count, sum and sum of squares, which the database gives; no resampling, so no seed.
 */
import { normalCdf, Z_95 } from './special-functions.ts'
import type { Interval } from './beta-binomial.ts'

export type AmountSummary = { visitors: number; sum: number; sumOfSquares: number }

export function meanPerVisitor({ visitors, sum }: AmountSummary): number {
  return visitors > 0 ? sum / visitors : 0
}

/** The sample variance of the per-visitor amounts (visitors who gave nothing count as 0). */
export function variancePerVisitor({ visitors, sum, sumOfSquares }: AmountSummary): number {
  if (visitors < 2) return 0
  const mean = sum / visitors
  return Math.max(0, (sumOfSquares - visitors * mean * mean) / (visitors - 1))
}

/** Null when either arm has no amounts yet (a ratio to or of nothing). */
export function revenueLift(a: AmountSummary, b: AmountSummary): Interval | null {
  const meanA = meanPerVisitor(a)
  const meanB = meanPerVisitor(b)
  if (meanA <= 0 || meanB <= 0) return null
  const se = Math.sqrt(variancePerVisitor(a) / (a.visitors * meanA * meanA) + variancePerVisitor(b) / (b.visitors * meanB * meanB))
  const ratio = meanB / meanA
  return { estimate: ratio - 1, low: ratio * Math.exp(-Z_95 * se) - 1, high: ratio * Math.exp(Z_95 * se) - 1 }
}

/** P(mean B > mean A) under the normal approximation; 0.5 when nothing tells them apart. */
export function probabilityRevenueBeats(a: AmountSummary, b: AmountSummary): number {
  if (a.visitors === 0 || b.visitors === 0) return 0.5
  const difference = meanPerVisitor(b) - meanPerVisitor(a)
  const se = Math.sqrt(variancePerVisitor(a) / a.visitors + variancePerVisitor(b) / b.visitors)
  if (se === 0) return difference > 0 ? 1 : difference < 0 ? 0 : 0.5
  return normalCdf(difference / se)
}
