import { createFileRoute } from '@tanstack/react-router'
import { answerResultsPage } from '../../server/experiments/results/results-page.server'

/** GET /api/experiment-results — the experiments' results for the campaign's staff (docs/decisions/028-experiment-results.md). */
export const Route = createFileRoute('/api/experiment-results')({
  server: { handlers: { GET: ({ request }) => answerResultsPage(request) } },
})
