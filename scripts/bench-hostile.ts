/**
 * npm run bench:hostile: what a crafted tracking value costs the server. Builds (unless
 * --no-build), serves the production build on loopback and prints the median time of
 * `GET /donate?utm_source=a<14,000 underscores>b&utm_medium=1` next to the same request with a short
 * value, and their ratio (target: within 2x); then the time of a small request sent while long ones
 * are in flight, next to the same small request alone and behind as many short ones. Every request carries a value of its own,
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
/** Requests sent ahead of the small one in the in-flight probe: one per core of a small server. */
const IN_FLIGHT = 2
const LONG_RUN = '_'.repeat(14_000)
const REQUEST_TIMEOUT_MS = 30_000
const TARGET_RATIO = 2

const shortPath = (id: string) => `/donate?utm_source=a${id}b&utm_medium=1`
const longPath = (id: string) => `/donate?utm_source=a${LONG_RUN}b${id}&utm_medium=1`

let counter = 0
/** A value no earlier request carried (this run's start time keeps runs apart too). */
const freshId = () => `${Date.now().toString(36)}x${counter++}`

/** Answers other than 200 while measuring (a render past its time limit answers 503): reported, as they make a time meaningless. */
let failures = 0

/** The time to the whole response body, in milliseconds. */
async function timed(path: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${ORIGIN}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  await response.arrayBuffer()
  if (response.status !== 200) failures++
  return performance.now() - start
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => `${value.toFixed(1)} ms`

/** A small request sent once others are on their way: its own time. */
async function smallDuring(pathOf: (id: string) => string): Promise<number> {
  const ahead = Array.from({ length: IN_FLIGHT }, () => timed(pathOf(freshId())))
  // Let the requests ahead reach the server before the small one is sent.
  await new Promise((resolve) => setImmediate(resolve))
  const small = await timed(shortPath(freshId()))
  await Promise.all(ahead)
  return small
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('npm run build failed')
}

const server = await startProductionServer(PORT)
try {
  // Warm-up (not reported): the page type's code and the content are loaded by the first requests,
  // which on a busy machine may pass the render time limit.
  for (let index = 0; index < 5; index++) {
    await timed(shortPath(freshId()))
    await timed(longPath(freshId()))
  }
  failures = 0
  // Interleaved, so a change in the machine's load affects both alike.
  const short: number[] = []
  const long: number[] = []
  for (let index = 0; index < SAMPLES; index++) {
    short.push(await timed(shortPath(freshId())))
    long.push(await timed(longPath(freshId())))
  }
  // Any render ahead of it delays a request; what the long value adds is the difference between short and long ones ahead.
  const alone: number[] = []
  const behindShort: number[] = []
  const behindLong: number[] = []
  for (let index = 0; index < IN_FLIGHT_PROBES; index++) {
    alone.push(await timed(shortPath(freshId())))
    behindShort.push(await smallDuring(shortPath))
    behindLong.push(await smallDuring(longPath))
  }
  const ratio = median(long) / median(short)
  const waitRatio = median(behindLong) / median(behindShort)
  console.info(`GET /donate?utm_source=…&utm_medium=1, ${SAMPLES} requests each, interleaved, every value new (no cache hit):`)
  console.info(`  short value               median ${ms(median(short))}`)
  console.info(`  a + 14,000 "_" + b        median ${ms(median(long))}`)
  console.info(`  ratio                     ${ratio.toFixed(2)}x (target within ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT MET'})`)
  console.info(`A small request, ${IN_FLIGHT_PROBES} times each:`)
  console.info(`  alone                     median ${ms(median(alone))}`)
  console.info(`  behind ${IN_FLIGHT} short requests   median ${ms(median(behindShort))}`)
  console.info(`  behind ${IN_FLIGHT} long requests    median ${ms(median(behindLong))} (${waitRatio.toFixed(2)}x behind short ones)`)
  console.info(`answers other than 200 while measuring: ${failures}`)
} finally {
  await server.stop()
}
