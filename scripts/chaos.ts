/**
 * npm run chaos -- <scenario> [options]: rehearsals of failures, each bounded in time, each
 * stopping everything it started (also on Ctrl-C). Needs a production build (`npm run build`).
 *
 *   database [--target postgres|embedded] [--outage <s>] [--calm <s>] [--recovery <s>]
 *            [--sign-ups <per s>] [--gifts <per s>] [--port <first port>]
 *       The site's database goes away during a stream of sign-ups and gifts and a server process
 *       is killed; prints what was sent, answered, stored and delivered (scripts/chaos/database-chaos.ts).
 *       Exits 1 when anything answered as stored is missing or duplicated.
 */
import { parseArgs } from 'node:util'
import { runDatabaseChaos } from './chaos/database-chaos.ts'
import { undoOnSignals } from './chaos/started-processes.ts'

const USAGE = 'usage: npm run chaos -- database [--target postgres|embedded] [--outage <s>] [--calm <s>] [--recovery <s>] [--sign-ups <per s>] [--gifts <per s>] [--port <n>]'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string', default: 'postgres' },
    outage: { type: 'string', default: '60' },
    calm: { type: 'string', default: '10' },
    recovery: { type: 'string', default: '120' },
    'sign-ups': { type: 'string', default: '4' },
    gifts: { type: 'string', default: '2' },
    port: { type: 'string', default: '4670' },
  },
})

const number = (name: keyof typeof values, min: number, max: number): number => {
  const value = Number(values[name])
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} takes a number from ${min} to ${max}. ${USAGE}`)
    process.exit(2)
  }
  return value
}

if (positionals[0] !== 'database' || (values.target !== 'postgres' && values.target !== 'embedded')) {
  console.error(USAGE)
  process.exit(2)
}

undoOnSignals()
try {
  const kept = await runDatabaseChaos({
    target: values.target,
    outageSeconds: number('outage', 1, 600),
    calmSeconds: number('calm', 1, 300),
    recoverySeconds: number('recovery', 5, 900),
    signUpsPerSecond: number('sign-ups', 0, 50),
    giftsPerSecond: number('gifts', 0, 50),
    port: number('port', 1024, 65_000),
    exportPath: process.env.CONTENT_EXPORT_PATH ?? 'content/export.json',
  })
  process.exit(kept ? 0 : 1)
} catch (error) {
  console.error(`chaos: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
