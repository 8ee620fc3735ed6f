/**
 * A bounded load run against the edge (the Workers build under workerd) that reads every answer:
 * its status, its cache outcome (`X-Origin-Cache`), its latency and the variation a new visitor
 * was handed (the assignment cookie). autocannon counts responses but does not hand their headers
 * over, so the run is a fixed number of connections each sending one request after another.
 */
import { assignmentsInCookies } from '../../src/shared/experiment-assignments.ts'
import { sampleRatioCheck, type SampleRatioCheck } from '../../src/server/experiments/results/sample-ratio.ts'
import type { EdgeMix } from './edge-blast.ts'

export type EdgeRun = {
  seconds: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; max: number }
  /** Answers by `X-Origin-Cache` value ('none' when absent). */
  outcomes: Record<string, number>
  serverErrors: number
  connectionErrors: number
  timeouts: number
  /** New visitors handed each variation of the experiment. */
  split: Record<string, number>
}

const REQUEST_TIMEOUT_MS = 10_000

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
}

export async function runEdgeLoad(origin: string, mix: EdgeMix, { seconds, connections, experimentName }: { seconds: number; connections: number; experimentName: string | undefined }): Promise<EdgeRun> {
  const until = performance.now() + seconds * 1000
  const latencies: number[] = []
  const run: EdgeRun = { seconds, requests: 0, requestsPerSecond: 0, latencyMs: { p50: 0, p99: 0, max: 0 }, outcomes: {}, serverErrors: 0, connectionErrors: 0, timeouts: 0, split: {} }
  const count = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1)

  async function connection(): Promise<void> {
    while (performance.now() < until) {
      const { path, headers } = mix.next()
      const started = performance.now()
      try {
        const response = await fetch(`${origin}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        run.requests += 1
        if (response.status >= 500) run.serverErrors += 1
        count(run.outcomes, response.headers.get('x-origin-cache') ?? 'none')
        const variation = experimentName && assignmentsInCookies(response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; '))[experimentName]
        if (variation) count(run.split, variation)
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') run.timeouts += 1
        else run.connectionErrors += 1
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, connection))
  latencies.sort((a, b) => a - b)
  run.latencyMs = { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)), max: Math.round(latencies.at(-1) ?? 0) }
  run.requestsPerSecond = Math.round(run.requests / seconds)
  return run
}

/** The share of answers served from the edge cache (fresh or stale) among those that name an outcome. */
export function edgeHitRatio(run: EdgeRun): number {
  const served = (run.outcomes.hit ?? 0) + (run.outcomes.stale ?? 0)
  const named = Object.entries(run.outcomes).filter(([outcome]) => outcome !== 'none').reduce((sum, [, answers]) => sum + answers, 0)
  return named === 0 ? 0 : served / named
}

export const splitCheck = (run: EdgeRun): SampleRatioCheck | null => sampleRatioCheck(Object.values(run.split))

export function describeEdgeRun(label: string, run: EdgeRun): string {
  const srm = splitCheck(run)
  return [
    `${label}: ${run.requests} requests in ${run.seconds} s (${run.requestsPerSecond} req/s), p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, max ${run.latencyMs.max} ms`,
    `  edge cache: hit ratio ${(edgeHitRatio(run) * 100).toFixed(1)}% (${Object.entries(run.outcomes).map(([outcome, answers]) => `${outcome} ${answers}`).join(', ')})`,
    `  errors: 5xx ${run.serverErrors}, connection errors ${run.connectionErrors}, timeouts ${run.timeouts}`,
    `  variation split of new visitors: ${Object.entries(run.split).map(([variation, visitors]) => `${variation} ${visitors}`).join(', ') || 'none'}` +
      (srm ? ` (chi-square ${srm.chiSquare.toFixed(2)}, p = ${srm.pValue.toFixed(3)}${srm.mismatch ? ': SAMPLE RATIO MISMATCH' : ''})` : ''),
  ].join('\n')
}
