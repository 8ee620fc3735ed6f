/**
 * The figures behind the experiment results: visitors from the assignment counts, gifts and
 * sign-ups from the ledger and the stored submissions, each credited to the arms its stored
 * refcode2 names (the variations the visitor had when they gave or signed up). Test gifts (the
 * sandbox's) are counted only where the sandbox is the provider, and then alone: rehearsal money
 * never mixes with real money.
 */
import type { Queryable } from '../../database/database.server.ts'
import { experimentResult, type ArmCounts, type ExperimentResult } from './experiment-report.ts'
import { armsInRefcode2, type Arm } from './refcode2-arms.ts'

export type ResultsQuery = {
  /** One experiment by name; all when unset. */
  experiment?: string
  /** From this instant (assignments: from its UTC day); everything when unset. */
  since?: Date | null
  /** Count the sandbox's test gifts instead of real ones (the deployment runs the sandbox). */
  testGifts: boolean
}

const SEPARATOR = '\u0000'
const keyOf = ({ experiment, variation }: Arm) => `${experiment}${SEPARATOR}${variation}`

export async function experimentResults(database: Queryable, { experiment, since = null, testGifts }: ResultsQuery): Promise<ExperimentResult[]> {
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
  const gifts = await database.query<{ refcode2: string; gifts: number | string; cents: number | string; cents_squared: number | string }>(
    `select refcode2, count(*) as gifts, sum(amount_cents) as cents, sum(amount_cents::numeric * amount_cents) as cents_squared
     from contributions
     where refcode2 is not null and test = $1 and ($2::timestamptz is null or contributed_at >= $2)
     group by refcode2`,
    [testGifts, since],
  )
  for (const row of gifts) {
    for (const arm of armsInRefcode2(row.refcode2, known)) {
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
    for (const arm of armsInRefcode2(row.refcode2, known)) {
      const counts = arms.get(keyOf(arm))
      if (counts) counts.signups = { ...counts.signups, [row.form]: (counts.signups[row.form] ?? 0) + Number(row.signups) }
    }
  }
  const byExperiment = Map.groupBy(arms.values(), (arm) => arm.experiment)
  return [...byExperiment].map(([name, counts]) => experimentResult(name, counts))
}
