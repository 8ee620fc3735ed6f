/**
 * npm run bench:hostile: what a crafted tracking value costs the server. Builds (unless
 * --no-build), serves the production build on loopback and prints the median time of
 * `GET /donate?utm_source=a<14,000 underscores>b&utm_medium=1` next to the same request with a short
 * value, and their ratio (target: within 2x); then the time of a small request sent while long ones
 * are in flight, next to the same small request alone. Every request carries a value of its own,
 * so none is answered from the origin cache (a donation page's cached copies differ by its refcode
 * parameters). Requests go to 127.0.0.1 only, one at a time except for the in-flight probe, each
 * with a time limit; the script stops by itself.
 */
import { spawnSync } from 'node:child_process'
import { startProductionServer } from './support/production-server.ts'

const PORT = Number(process.env.BENCH_HOSTILE_PORT ?? 4391)
const ORIGIN = `http://127.0.0.1:${PORT}`
const SAMPLES = 15
const IN_FLIGHT_PROBES = 7
/** Long requests sent together in the in-flight probe: one per core of a small server. */
const IN_FLIGHT_LONG = 2
const LONG_RUN = '_'.repeat(14_000)
const REQUEST_TIMEOUT_MS = 30_000
const TARGET_RATIO = 2

const shortPath = (id: string) => `/donate?utm_source=a${id}b&utm_medium=1`
const longPath = (id: string) => `/donate?utm_source=a${LONG_RUN}b${id}&utm_medium=1`

let counter = 0
/** A value no earlier request carried (this run's start time keeps runs apart too). */
const freshId = () => `${Date.now().toString(36)}x${counter++}`

/** The time to the whole response body, in milliseconds. */
async function timed(path: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${ORIGIN}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path.slice(0, 60)}… answered ${response.status}`)
  return performance.now() - start
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => `${value.toFixed(1)} ms`

/** A small request sent once long ones are on their way: its own time. */
async function smallDuringLong(): Promise<number> {
  const long = Array.from({ length: IN_FLIGHT_LONG }, () => timed(longPath(freshId())))
  // Let the long requests reach the server before the small one is sent.
  await new Promise((resolve) => setImmediate(resolve))
  const small = await timed(shortPath(freshId()))
  await Promise.all(long)
  return small
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('npm run build failed')
}

const server = await startProductionServer(PORT)
try {
  // Warm-up (not reported): the page type's code and the content are loaded by the first requests.
  for (let index = 0; index < 3; index++) {
    await timed(shortPath(freshId()))
    await timed(longPath(freshId()))
  }
  // Interleaved, so a change in the machine's load affects both alike.
  const short: number[] = []
  const long: number[] = []
  for (let index = 0; index < SAMPLES; index++) {
    short.push(await timed(shortPath(freshId())))
    long.push(await timed(longPath(freshId())))
  }
  const alone: number[] = []
  const during: number[] = []
  for (let index = 0; index < IN_FLIGHT_PROBES; index++) {
    alone.push(await timed(shortPath(freshId())))
    during.push(await smallDuringLong())
  }
  const ratio = median(long) / median(short)
  const waitRatio = median(during) / median(alone)
  console.info(`GET /donate?utm_source=…&utm_medium=1, ${SAMPLES} requests each, interleaved, every value new (no cache hit):`)
  console.info(`  short value               median ${ms(median(short))}`)
  console.info(`  a + 14,000 "_" + b        median ${ms(median(long))}`)
  console.info(`  ratio                     ${ratio.toFixed(2)}x (target within ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT MET'})`)
  console.info(`A small request, ${IN_FLIGHT_PROBES} times each:`)
  console.info(`  alone                     median ${ms(median(alone))}`)
  console.info(`  with ${IN_FLIGHT_LONG} long ones in flight  median ${ms(median(during))} (${waitRatio.toFixed(2)}x)`)
} finally {
  await server.stop()
}
