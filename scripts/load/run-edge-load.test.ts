import { describe, expect, it } from 'vitest'
import { describeEdgeRun, edgeHitRatio, splitCheck, type EdgeRun } from './run-edge-load'

const run = (outcomes: Record<string, number>, split: Record<string, number> = {}): EdgeRun => ({
  seconds: 60,
  requests: Object.values(outcomes).reduce((sum, count) => sum + count, 0),
  requestsPerSecond: 1,
  latencyMs: { p50: 1, p99: 2, max: 3 },
  outcomes,
  serverErrors: 0,
  connectionErrors: 0,
  timeouts: 0,
  split,
})

describe('the edge load run', () => {
  it('counts fresh and stale copies as served by the edge, among the answers that name an outcome', () => {
    expect(edgeHitRatio(run({ hit: 90, stale: 5, miss: 5, none: 100 }))).toBe(0.95)
    expect(edgeHitRatio(run({ none: 10 }))).toBe(0)
  })

  it("checks the new visitors' split with the results page's sample-ratio check", () => {
    expect(splitCheck(run({ hit: 1 }, { a: 100, b: 100, control: 100 }))?.mismatch).toBe(false)
    expect(splitCheck(run({ hit: 1 }, { a: 200, b: 100 }))?.mismatch).toBe(true)
    expect(describeEdgeRun('blast', run({ hit: 3 }, { a: 200, b: 100 }))).toContain('SAMPLE RATIO MISMATCH')
  })
})
