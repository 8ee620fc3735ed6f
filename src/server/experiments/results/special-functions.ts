/**
 * The few special functions the results need, deterministic and dependency-free: log-gamma
 * (Lanczos, g = 7, 9 terms: about 15 significant digits), the regularized upper incomplete gamma
 * Q(a, x) (series below a + 1, continued fraction above: Numerical Recipes §6.2) and the normal
 * distribution built on it.
 */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
]

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x)
  const z = x - 1
  let sum = LANCZOS[0] as number
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b)
}

const EPSILON = 1e-15
const MAX_ITERATIONS = 10_000

/** Q(a, x) = Γ(a, x) / Γ(a): the upper tail of a Gamma(a, 1) beyond x. */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1
  const logPrefix = a * Math.log(x) - x - logGamma(a)
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n)
      sum += term
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix))
  }
  // Lentz's continued fraction.
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPSILON) break
  }
  return Math.min(1, Math.exp(logPrefix) * h)
}

/** The chi-square distribution's upper tail: P(X ≥ x) with `degrees` degrees of freedom. */
export function chiSquareUpperTail(x: number, degrees: number): number {
  return upperRegularizedGamma(degrees / 2, x / 2)
}

/** Φ(z), the standard normal distribution function (erfc(t) = Q(1/2, t²)). */
export function normalCdf(z: number): number {
  const tail = 0.5 * upperRegularizedGamma(0.5, (z * z) / 2)
  return z >= 0 ? 1 - tail : tail
}

/** The two-sided 95% quantile of the standard normal. */
export const Z_95 = 1.959963984540054
