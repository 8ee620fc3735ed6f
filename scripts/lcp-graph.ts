/**
 * What Lighthouse's simulated LCP waits for on one URL: `node scripts/lcp-graph.ts <url>` runs one
 * mobile audit, recomputes the LCP from its trace and prints both graphs the estimate averages (the
 * optimistic and the pessimistic), each node with its simulated start and end. Whatever ends last
 * is the LCP. A request is in the graph when it ended before the paint observed in the unthrottled
 * trace; a classic script leaves it when its evaluation came after that paint, a module script
 * never does (its evaluation carries no URL in the trace). See docs/performance.md.
 */
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { launchAuditBrowser } from './support/audit-browser.ts'

type SimulatedNode = {
  type: string
  startTime: number
  endTime: number
  request?: { resourceType: string; priority: string; transferSize: number; url: string }
  childEvents?: { name: string; dur?: number }[]
}
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> }

const url = process.argv[2]
if (!url) {
  console.error('usage: node scripts/lcp-graph.ts <url>')
  process.exit(2)
}

const chrome = await launchAuditBrowser()
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error('Lighthouse returned nothing')
  const artifacts = result.artifacts
  const settings = result.lhr.configSettings
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR, simulator: null }
  const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number
    optimisticEstimate: Estimate
    pessimisticEstimate: Estimate
  }
  const observed = (result.lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint
  console.info(`LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); paint observed unthrottled at ${observed} ms`)
  for (const [name, estimate] of [['optimistic', lcp.optimisticEstimate], ['pessimistic', lcp.pessimisticEstimate]] as const) {
    console.info(`\n${name}: start → end (ms), node`)
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, timing] of rows) {
      const what = node.request
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${new URL(node.request.url).pathname}`
        : `main thread: ${(node.childEvents ?? []).filter((event) => (event.dur ?? 0) > 1000).slice(0, 4).map((event) => event.name).join(', ')}`
      console.info(`${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`)
    }
  }
} finally {
  chrome.kill()
}
