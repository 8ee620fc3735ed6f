/**
 * npm run load: builds, serves the production build on loopback, measures the server's capacity
 * under a surge-shaped traffic mix (scripts/load/traffic-mix.ts), then holds that rate for 60 s
 * and prints what happened: requests, latency, responses by class, errors, and the server's
 * memory before and after. Exits non-zero on any 5xx, connection error or timeout. Bounded in
 * time; stops the server by itself. Results go to docs/reliability.md.
 */
import { spawnSync } from 'node:child_process'
import { rssMiB, startProductionServer } from './support/production-server.ts'
import { describeRun, isClean, runLoad } from './load/run-load.ts'
import { trafficMix } from './load/traffic-mix.ts'

const PORT = Number(process.env.LOAD_PORT ?? 4392)
const PROBE_S = Number(process.env.LOAD_PROBE_SECONDS ?? 15)
const HOLD_S = Number(process.env.LOAD_SECONDS ?? 60)

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
// A database of its own, so the run leaves the site's embedded database alone.
const server = await startProductionServer(PORT, { EMBEDDED_DATABASE_DIR: '.data/load-test' })
let clean = false
try {
  const mix = await trafficMix(server.origin)
  console.info(`traffic: ${mix.describe()}`)
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
} finally {
  await server.stop()
}
process.exit(clean ? 0 : 1)
