/**
 * The figures behind the experiment results: visitors from the assignment counts, gifts and
 * sign-ups from the ledger and the stored submissions, each credited to the arms its stored
 * refcode2 names (the variations the visitor had when they gave or signed up) when the server's
 * signature on it holds; one without (unsigned, forged, altered) is counted as unverified for
 * each experiment it names, and credited to none (ADR 047). Test gifts (the
 * sandbox's) are counted only where the sandbox is the provider, and then alone: rehearsal money
 * never mixes with real money.
 */
import type { Queryable } from '../../database/database.server.ts'
import { verifiedPairs } from '../signed-refcode2.ts'
import { experimentResult, type ArmCounts, type ExperimentResult, type Unverified } from './experiment-report.ts'
import { armsInRefcode2, type Arm } from './refcode2-arms.ts'

export type ResultsQuery = {
  /** One experiment by name; all when unset. */
  experiment?: string
  /** From this instant (assignments: from its UTC day); everything when unset. */
  since?: Date | null
  /** Count the sandbox's test gifts instead of real ones (the deployment runs the sandbox). */
  testGifts: boolean
  /** The secret refcode2 is signed with (EXPERIMENTS_SIGNING_SECRET); unset: nothing is verified, nothing credited. */
  signingSecret: string | undefined
}

const SEPARATOR = '\u0000'
const keyOf = ({ experiment, variation }: Arm) => `${experiment}${SEPARATOR}${variation}`

export async function experimentResults(database: Queryable, { experiment, since = null, testGifts, signingSecret }: ResultsQuery): Promise<ExperimentResult[]> {
  const assigned = await database.query<{ experiment: string; variation: string; visitors: number | string }>(
    `select experiment, variation, sum(visitors) as visitors from experiment_assignments
     where ($1::text is null or experiment = $1) and ($2::timestamptz is null or day >= ($2::timestamptz at time zone 'UTC')::date)
     group by experiment, variation order by experiment, variation`,
    [experiment ?? null, since],
  )
  const arms = new Map<string, ArmCounts & { experiment: string }>()
  for (const row of assigned) {
    arms.set(keyOf(row), { experiment: row.experiment, variation: row.variation, visitors: Number(row.visitors), gifts: 0, cents: 0, centsSquared: 0, signups: {} })
  }
  const known = [...arms.values()]
  const unverified = new Map<string, Unverified>()
  /** The arms a stored refcode2 is credited to; an unverified one's experiments count it as unverified instead. */
  const creditedArms = (refcode2: string, outcome: keyof Unverified, count: number): Arm[] => {
    const pairs = verifiedPairs(refcode2, signingSecret)
    if (pairs !== null) return armsInRefcode2(pairs, known)
    for (const name of new Set(armsInRefcode2(refcode2, known).map((arm) => arm.experiment))) {
      const tally = unverified.get(name) ?? { gifts: 0, signups: 0 }
      unverified.set(name, { ...tally, [outcome]: tally[outcome] + count })
    }
    return []
  }
  const gifts = await database.query<{ refcode2: string; gifts: number | string; cents: number | string; cents_squared: number | string }>(
    `select refcode2, count(*) as gifts, sum(amount_cents) as cents, sum(amount_cents::numeric * amount_cents) as cents_squared
     from contributions
     where refcode2 is not null and test = $1 and ($2::timestamptz is null or contributed_at >= $2)
     group by refcode2`,
    [testGifts, since],
  )
  for (const row of gifts) {
    for (const arm of creditedArms(row.refcode2, 'gifts', Number(row.gifts))) {
      const counts = arms.get(keyOf(arm))
      if (!counts) continue
      counts.gifts += Number(row.gifts)
      counts.cents += Number(row.cents)
      counts.centsSquared += Number(row.cents_squared)
    }
  }
  const signups = await database.query<{ refcode2: string; form: string; signups: number | string }>(
    `select refcode2, form, count(*) as signups from form_submissions
     where refcode2 is not null and ($1::timestamptz is null or created_at >= $1)
     group by refcode2, form`,
    [since],
  )
  for (const row of signups) {
    for (const arm of creditedArms(row.refcode2, 'signups', Number(row.signups))) {
      const counts = arms.get(keyOf(arm))
      if (counts) counts.signups = { ...counts.signups, [row.form]: (counts.signups[row.form] ?? 0) + Number(row.signups) }
    }
  }
  const byExperiment = Map.groupBy(arms.values(), (arm) => arm.experiment)
  return [...byExperiment].map(([name, counts]) => experimentResult(name, counts, unverified.get(name)))
}
