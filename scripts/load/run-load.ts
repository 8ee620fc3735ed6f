/** One bounded load run with autocannon on loopback, and what a reliability report needs from it. */
import autocannon from 'autocannon'
import type { TrafficMix } from './traffic-mix.ts'

export type LoadRun = {
  seconds: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; max: number }
  responses: { '2xx': number; '3xx': number; '4xx': number; '5xx': number }
  errors: number
  timeouts: number
}

/** `mix.next()` names each request's path: the surge mix, or one page for the bench. */
export async function runLoad(origin: string, mix: Pick<TrafficMix, 'next'>, { seconds, connections, rate }: { seconds: number; connections: number; rate?: number }): Promise<LoadRun> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    ...(rate ? { overallRate: rate } : {}),
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: mix.next() }) }],
  })
  return {
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    responses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

export function describeRun(label: string, run: LoadRun): string {
  const { responses, latencyMs } = run
  return (
    `${label}: ${run.requests} requests in ${run.seconds} s (${run.requestsPerSecond} req/s), ` +
    `p50 ${latencyMs.p50} ms, p99 ${latencyMs.p99} ms, max ${latencyMs.max} ms; ` +
    `2xx ${responses['2xx']}, 3xx ${responses['3xx']}, 4xx ${responses['4xx']}, 5xx ${responses['5xx']}, errors ${run.errors}, timeouts ${run.timeouts}`
  )
}

/** A run is clean when nothing failed: no 5xx, no connection error, no timeout (4xx are the mix's mistyped URLs). */
export const isClean = (run: LoadRun) => run.responses['5xx'] === 0 && run.errors === 0 && run.timeouts === 0
