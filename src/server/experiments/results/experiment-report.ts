/**
 * One experiment's results from its arms' counts: per variation the visitors, gifts, rates and
 * dollars, and against the baseline (control, or the first variation when there is none) the
 * lifts with their 95% intervals and the probability of beating it. Pure: the database query
 * (results-query.server.ts) and the outputs (CLI, page) stay elsewhere.
 */
import { posterior, probabilityBBeatsA, rateLift, type Interval } from './beta-binomial.ts'
import { meanPerVisitor, probabilityRevenueBeats, revenueLift } from './revenue-per-visitor.ts'
import { sampleRatioCheck, type SampleRatioCheck } from './sample-ratio.ts'

const CONTROL = 'control'
/** Below these, per arm, the report says there is not enough data yet rather than leaning on the figures. */
export const MIN_VISITORS_PER_ARM = 100
export const MIN_CONVERSIONS_PER_ARM = 10

export type ArmCounts = {
  variation: string
  visitors: number
  gifts: number
  cents: number
  centsSquared: number
  /** Form name -> sign-ups. */
  signups: Readonly<Record<string, number>>
}

type ArmResult = {
  variation: string
  baseline: boolean
  visitors: number
  /** Gifts credited to the arm (a donor who gave twice counts twice). */
  donors: number
  conversionRate: number
  dollarsRaised: number
  dollarsPerVisitor: number
  signups: Readonly<Record<string, number>>
  /** Against the baseline; null on the baseline itself. */
  conversionLift: Interval | null
  probabilityConversionBeats: number | null
  dollarsPerVisitorLift: Interval | null
  probabilityDollarsBeats: number | null
}

export type ExperimentResult = {
  experiment: string
  baseline: string
  arms: ArmResult[]
  sampleRatio: SampleRatioCheck | null
  /** False while any arm has fewer than 100 visitors or 10 gifts. */
  enoughData: boolean
  /** Gifts and sign-ups whose refcode2 names an arm of this experiment without the server's signature: credited to none (ADR 047). */
  unverified: Unverified
}

export type Unverified = { gifts: number; signups: number }

/** Control first, then the variations by name: the baseline is the first. */
function orderArms<T extends { variation: string }>(arms: readonly T[]): T[] {
  return [...arms].sort((a, b) => (a.variation === CONTROL ? -1 : b.variation === CONTROL ? 1 : a.variation < b.variation ? -1 : a.variation > b.variation ? 1 : 0))
}

export function experimentResult(experiment: string, counts: readonly ArmCounts[], unverified: Unverified = { gifts: 0, signups: 0 }): ExperimentResult {
  const arms = orderArms(counts)
  const base = arms[0]
  const basePosterior = base ? posterior(base.gifts, base.visitors) : null
  const baseAmounts = base ? { visitors: base.visitors, sum: base.cents / 100, sumOfSquares: base.centsSquared / 10_000 } : null
  const results = arms.map((arm, index): ArmResult => {
    const amounts = { visitors: arm.visitors, sum: arm.cents / 100, sumOfSquares: arm.centsSquared / 10_000 }
    const armPosterior = posterior(arm.gifts, arm.visitors)
    const compared = index > 0 && basePosterior && baseAmounts
    return {
      variation: arm.variation,
      baseline: index === 0,
      visitors: arm.visitors,
      donors: arm.gifts,
      conversionRate: arm.visitors > 0 ? arm.gifts / arm.visitors : 0,
      dollarsRaised: arm.cents / 100,
      dollarsPerVisitor: meanPerVisitor(amounts),
      signups: arm.signups,
      conversionLift: compared ? rateLift(basePosterior, armPosterior) : null,
      probabilityConversionBeats: compared ? probabilityBBeatsA(basePosterior, armPosterior) : null,
      dollarsPerVisitorLift: compared ? revenueLift(baseAmounts, amounts) : null,
      probabilityDollarsBeats: compared ? probabilityRevenueBeats(baseAmounts, amounts) : null,
    }
  })
  return {
    experiment,
    baseline: base?.variation ?? CONTROL,
    arms: results,
    sampleRatio: sampleRatioCheck(arms.map((arm) => arm.visitors)),
    enoughData: arms.length >= 2 && arms.every((arm) => arm.visitors >= MIN_VISITORS_PER_ARM && arm.gifts >= MIN_CONVERSIONS_PER_ARM),
    unverified,
  }
}
