/**
 * npm run load: builds, serves the production build on loopback, measures the server's capacity
 * under a surge-shaped traffic mix (scripts/load/traffic-mix.ts), then holds that rate for 60 s
 * and prints what happened: requests, latency, responses by class, errors, and the server's
 * memory before and after. Exits non-zero on any 5xx, connection error or timeout. Bounded in
 * time; stops the server by itself. Results go to docs/reliability.md.
 *
 * `npm run load -- email-blast`: the same, for an email blast's traffic (scripts/load/email-blast.ts),
 * against a static file's capacity measured first; it also fails when the hold's p99 is over
 * 100 ms or its throughput under half the static file's.
 *
 * `npm run load -- edge`: the email blast against the Cloudflare Workers build under workerd
 * (scripts/load/edge-scenario.ts): a warm-up (LOAD_WARMUP_SECONDS, 10 s), then LOAD_SECONDS;
 * fails under a 95% edge hit ratio or on any error.
 */
import { spawnSync } from 'node:child_process'
import { rssMiB, startProductionServer } from './support/production-server.ts'
import { describeRun, isClean, runLoad } from './load/run-load.ts'
import { trafficMix, type TrafficMix } from './load/traffic-mix.ts'
import { emailBlast } from './load/email-blast.ts'
import { runEdgeScenario } from './load/edge-scenario.ts'

const PORT = Number(process.env.LOAD_PORT ?? 4392)
const PROBE_S = Number(process.env.LOAD_PROBE_SECONDS ?? 15)
const HOLD_S = Number(process.env.LOAD_SECONDS ?? 60)
const WARM_UP_S = Number(process.env.LOAD_WARMUP_SECONDS ?? 10)
const SCENARIO = process.argv[2] ?? 'surge'
if (SCENARIO !== 'surge' && SCENARIO !== 'email-blast' && SCENARIO !== 'edge') {
  console.error(`unknown scenario "${SCENARIO}": surge (the default), email-blast or edge`)
  process.exit(2)
}
if (SCENARIO === 'edge') process.exit((await runEdgeScenario({ port: PORT, warmUpSeconds: WARM_UP_S, seconds: HOLD_S })) ? 0 : 1)
/** The email blast's bar: what a surge of tracked links must still get. */
const BLAST_P99_MS = 100
const BLAST_SHARE_OF_STATIC = 0.5

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
// A database of its own, so the run leaves the site's embedded database alone.
const server = await startProductionServer(PORT, { EMBEDDED_DATABASE_DIR: '.data/load-test' })
let clean = false
try {
  const mix: TrafficMix = SCENARIO === 'email-blast' ? emailBlast(process.env.CONTENT_EXPORT_PATH ?? 'content/export.json') : await trafficMix(server.origin)
  console.info(`traffic: ${mix.describe()}`)
  // The ceiling of this machine and server: a small static file, from as many connections.
  const staticRun = SCENARIO === 'email-blast' ? await runLoad(server.origin, { next: () => '/favicon.svg' }, { seconds: PROBE_S, connections: 20 }) : null
  if (staticRun) console.info(describeRun('static file', staticRun))
  // Capacity: as many requests as the server answers, from 20 connections at once.
  const probe = await runLoad(server.origin, mix, { seconds: PROBE_S, connections: 20 })
  console.info(describeRun('capacity probe', probe))
  const rate = probe.requestsPerSecond
  const before = rssMiB(server.pid)
  const hold = await runLoad(server.origin, mix, { seconds: HOLD_S, connections: 50, rate })
  const after = rssMiB(server.pid)
  console.info(describeRun(`held at the measured capacity (${rate} req/s)`, hold))
  console.info(`server RSS: ${before} MiB before the hold, ${after} MiB after`)
  clean = isClean(probe) && isClean(hold)
  console.info(clean ? 'clean: no 5xx, no connection error, no timeout' : 'FAILED: the server answered 5xx, dropped connections or timed out')
  if (staticRun) {
    const share = hold.requestsPerSecond / staticRun.requestsPerSecond
    const fast = hold.latencyMs.p99 <= BLAST_P99_MS
    const enough = share >= BLAST_SHARE_OF_STATIC
    console.info(`email blast: p99 ${hold.latencyMs.p99} ms (at most ${BLAST_P99_MS}: ${fast ? 'ok' : 'FAILED'}); ${share.toFixed(2)}× the static file's throughput (at least ${BLAST_SHARE_OF_STATIC}: ${enough ? 'ok' : 'FAILED'})`)
    clean = clean && fast && enough
  }
} finally {
  await server.stop()
}
process.exit(clean ? 0 : 1)
