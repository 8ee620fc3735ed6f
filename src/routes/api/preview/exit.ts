import { createFileRoute } from '@tanstack/react-router'
import { exitPreview } from '../../../server/preview/preview-routes.server'

/** GET /api/preview/exit?path=/a-page — back to the published site. */
export const Route = createFileRoute('/api/preview/exit')({
  server: { handlers: { GET: ({ request }) => exitPreview(request) } },
})
