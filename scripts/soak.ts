/**
 * npm run soak: builds, serves the production build on loopback and sends the surge-shaped
 * traffic mix at half the server's measured capacity for SOAK_MINUTES (10 by default), sampling
 * the server's memory every 30 s. Prints the samples and whether memory stayed flat: the last
 * sample within 10% of the one taken after the first minute (the warm-up, when caches and the
 * heap settle). Exits non-zero if memory grew or anything failed. Bounded; stops by itself.
 */
import { spawnSync } from 'node:child_process'
import { rssMiB, startProductionServer } from './support/production-server.ts'
import { describeRun, isClean, runLoad, type LoadRun } from './load/run-load.ts'
import { trafficMix } from './load/traffic-mix.ts'

const PORT = Number(process.env.SOAK_PORT ?? 4393)
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const SAMPLE_S = 30
const TOLERANCE = 0.1

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const server = await startProductionServer(PORT, { EMBEDDED_DATABASE_DIR: '.data/soak' })
let passed = false
try {
  const mix = await trafficMix(server.origin)
  const probe = await runLoad(server.origin, mix, { seconds: 10, connections: 20 })
  const rate = Math.max(1, Math.round(probe.requestsPerSecond / 2))
  console.info(`traffic: ${mix.describe()}`)
  console.info(`capacity ${probe.requestsPerSecond} req/s; soaking at ${rate} req/s for ${MINUTES} min`)
  const samples: { minute: number; rssMiB: number }[] = [{ minute: 0, rssMiB: rssMiB(server.pid) }]
  const runs: LoadRun[] = []
  for (let elapsed = 0; elapsed < MINUTES * 60; elapsed += SAMPLE_S) {
    runs.push(await runLoad(server.origin, mix, { seconds: SAMPLE_S, connections: 20, rate }))
    samples.push({ minute: (elapsed + SAMPLE_S) / 60, rssMiB: rssMiB(server.pid) })
    console.info(`${String(samples.at(-1)?.minute.toFixed(1)).padStart(5)} min  RSS ${samples.at(-1)?.rssMiB} MiB  ${runs.at(-1)?.requestsPerSecond} req/s`)
  }
  const warm = samples.find((sample) => sample.minute >= 1) ?? samples[0]!
  const last = samples.at(-1)!
  const growth = (last.rssMiB - warm.rssMiB) / warm.rssMiB
  const total = runs.reduce(
    (sum, run) => ({
      ...sum,
      requests: sum.requests + run.requests,
      errors: sum.errors + run.errors,
      timeouts: sum.timeouts + run.timeouts,
      responses: { '2xx': sum.responses['2xx'] + run.responses['2xx'], '3xx': sum.responses['3xx'] + run.responses['3xx'], '4xx': sum.responses['4xx'] + run.responses['4xx'], '5xx': sum.responses['5xx'] + run.responses['5xx'] },
      latencyMs: { p50: Math.max(sum.latencyMs.p50, run.latencyMs.p50), p99: Math.max(sum.latencyMs.p99, run.latencyMs.p99), max: Math.max(sum.latencyMs.max, run.latencyMs.max) },
    }),
    { seconds: MINUTES * 60, requests: 0, requestsPerSecond: rate, latencyMs: { p50: 0, p99: 0, max: 0 }, responses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, errors: 0, timeouts: 0 },
  )
  console.info(describeRun('soak (latency: the worst 30 s window)', total))
  console.info(`RSS after the first minute ${warm.rssMiB} MiB, at the end ${last.rssMiB} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%), at most ${Math.max(...samples.map((sample) => sample.rssMiB))} MiB`)
  passed = isClean(total) && Math.abs(growth) <= TOLERANCE
  console.info(passed ? 'flat and clean' : 'FAILED: memory moved by more than 10%, or requests failed')
} finally {
  await server.stop()
}
process.exit(passed ? 0 : 1)
