/**
 * Conversion rates as Beta–binomial: with a Beta(1, 1) prior (uniform: no rate is favoured), an
 * arm with s successes in n trials has the posterior Beta(1 + s, 1 + n − s). P(B > A) is exact
 * for integer parameters (the sum in E. Miller, "Formulas for Bayesian A/B testing", 2015;
 * J. Cook, "Exact calculation of beta inequalities", 2005), so a report never depends on a
 * random draw. See docs/decisions/028-experiment-results.md.
 */
import { logBeta, Z_95 } from './special-functions.ts'

const PRIOR = { alpha: 1, beta: 1 } as const

export type BetaPosterior = { alpha: number; beta: number }

export function posterior(successes: number, trials: number, prior: BetaPosterior = PRIOR): BetaPosterior {
  const s = Math.min(Math.max(0, successes), Math.max(0, trials))
  return { alpha: prior.alpha + s, beta: prior.beta + Math.max(0, trials) - s }
}

function posteriorMean({ alpha, beta }: BetaPosterior): number {
  return alpha / (alpha + beta)
}

/** P(X_B > X_A) for X_A ~ Beta(a.alpha, a.beta), X_B ~ Beta(b.alpha, b.beta); b.alpha must be an integer. */
export function probabilityBBeatsA(a: BetaPosterior, b: BetaPosterior): number {
  if (!Number.isInteger(b.alpha)) throw new Error('probabilityBBeatsA needs an integer alpha for B')
  let total = 0
  const base = -logBeta(a.alpha, a.beta)
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(logBeta(a.alpha + i, a.beta + b.beta) + base - Math.log(b.beta + i) - logBeta(1 + i, b.beta))
  }
  return Math.min(1, Math.max(0, total))
}

export type Interval = { estimate: number; low: number; high: number }

/**
 * The relative lift of B's rate over A's, B/A − 1, with a 95% interval: the log ratio's normal
 * approximation (Katz et al., 1978) on the posterior counts, so an arm with no conversions yet
 * still has an interval (a wide one).
 */
export function rateLift(a: BetaPosterior, b: BetaPosterior): Interval {
  const ratio = posteriorMean(b) / posteriorMean(a)
  const se = Math.sqrt(1 / b.alpha - 1 / (b.alpha + b.beta) + 1 / a.alpha - 1 / (a.alpha + a.beta))
  return { estimate: ratio - 1, low: ratio * Math.exp(-Z_95 * se) - 1, high: ratio * Math.exp(Z_95 * se) - 1 }
}

/** A 95% interval for an arm's rate: the normal approximation to its Beta posterior, within [0, 1]. */
export function rateInterval(p: BetaPosterior): Interval {
  const total = p.alpha + p.beta
  const mean = p.alpha / total
  const sd = Math.sqrt((p.alpha * p.beta) / (total * total * (total + 1)))
  return { estimate: mean, low: Math.max(0, mean - Z_95 * sd), high: Math.min(1, mean + Z_95 * sd) }
}
