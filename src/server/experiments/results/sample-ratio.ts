/**
 * The sample-ratio-mismatch check: the arms' visitor counts against the intended equal split,
 * by Pearson's chi-square goodness of fit (k − 1 degrees of freedom). A p-value below 0.001 means
 * assignment (or counting) is broken, and no other figure of the experiment can be trusted
 * (Fabijan et al., "Diagnosing Sample Ratio Mismatch in Online Controlled Experiments", KDD 2019).
 */
import { chiSquareUpperTail } from './special-functions.ts'

export const SRM_THRESHOLD = 0.001

export type SampleRatioCheck = { chiSquare: number; pValue: number; mismatch: boolean }

/** Null with fewer than two arms or no visitors. */
export function sampleRatioCheck(visitors: readonly number[]): SampleRatioCheck | null {
  const total = visitors.reduce((sum, count) => sum + count, 0)
  if (visitors.length < 2 || total === 0) return null
  const expected = total / visitors.length
  const chiSquare = visitors.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
  const pValue = chiSquareUpperTail(chiSquare, visitors.length - 1)
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD }
}
