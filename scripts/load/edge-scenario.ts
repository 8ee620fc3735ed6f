/**
 * `npm run load -- edge`: the email blast against the Workers build under workerd
 * (`npm run preview:cloudflare` on a port of its own): a warm-up, then the blast for a bounded
 * time; prints the edge cache's hit ratio, the errors, latency and the variation split of new
 * visitors with its sample-ratio check. Clean when the hit ratio is at least 95% and nothing
 * failed (no 5xx, connection error or timeout). ADR 052; figures in docs/reliability.md.
 */
import { homepageExperimentName } from '../../tests/e2e/support/embedded-content.ts'
import { startCloudflarePreview } from '../support/cloudflare-preview.ts'
import { edgeBlast } from './edge-blast.ts'
import { describeEdgeRun, edgeHitRatio, runEdgeLoad } from './run-edge-load.ts'

const MIN_HIT_RATIO = 0.95
const CONNECTIONS = 20

export async function runEdgeScenario({ port, warmUpSeconds, seconds }: { port: number; warmUpSeconds: number; seconds: number }): Promise<boolean> {
  const exportPath = process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json'
  const experimentName = homepageExperimentName(exportPath)
  const preview = await startCloudflarePreview(port, { CONTENT_EXPORT_PATH: exportPath })
  try {
    const mix = edgeBlast(exportPath)
    console.info(`traffic: ${mix.describe()}; experiment: ${experimentName ?? 'none on the homepage'}`)
    console.info(describeEdgeRun('warm-up', await runEdgeLoad(preview.origin, mix, { seconds: warmUpSeconds, connections: CONNECTIONS, experimentName })))
    const blast = await runEdgeLoad(preview.origin, mix, { seconds, connections: CONNECTIONS, experimentName })
    console.info(describeEdgeRun('email blast at the edge', blast))
    const ratio = edgeHitRatio(blast)
    const failures = blast.serverErrors + blast.connectionErrors + blast.timeouts
    const clean = ratio >= MIN_HIT_RATIO && failures === 0
    console.info(
      clean
        ? `clean: edge hit ratio ${(ratio * 100).toFixed(1)}% (at least ${MIN_HIT_RATIO * 100}%), no errors`
        : `FAILED: edge hit ratio ${(ratio * 100).toFixed(1)}% (at least ${MIN_HIT_RATIO * 100}%), ${failures} errors`,
    )
    return clean
  } finally {
    await preview.stop()
  }
}
