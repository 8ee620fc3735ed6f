import { createFileRoute } from '@tanstack/react-router'
import { enterPreview } from '../../../server/preview/preview-routes.server'

/** GET /api/preview?secret=…&path=/a-page — this browser sees drafts (docs/decisions/016-preview.md). */
export const Route = createFileRoute('/api/preview/')({
  server: { handlers: { GET: ({ request }) => enterPreview(request) } },
})
