import { createFileRoute } from '@tanstack/react-router'
import { secretAttempts } from '../../server/http/secret-attempts.server'
import { answerResultsPage } from '../../server/experiments/results/results-page.server'

/** Attempts at the results page's secret, per client address. */
const attempt = secretAttempts('experiment-results-secret')

/** GET /api/experiment-results — the experiments' results for the campaign's staff (docs/decisions/028-experiment-results.md). */
export const Route = createFileRoute('/api/experiment-results')({
  server: { handlers: { GET: ({ request }) => answerResultsPage(request, { attempt }) } },
})
