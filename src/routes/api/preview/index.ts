import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../../../app.config'
import { secretAttempts } from '../../../server/http/secret-attempts.server'
import { enterPreview, enterPreviewByForm } from '../../../server/preview/preview-routes.server'

/** Attempts at the preview secret or a preview link, per client address. */
const attempt = secretAttempts('preview-secret')

/**
 * GET /api/preview?path=/a-page[&expires=…&signature=…] — a signed link, or the form;
 * POST /api/preview (secret, path) — the form's answer (docs/decisions/016-preview.md).
 */
export const Route = createFileRoute('/api/preview/')({
  server: {
    handlers: {
      GET: ({ request }) => enterPreview(request, { secret: getConfig().previewSecret, attempt }),
      POST: ({ request }) => enterPreviewByForm(request, { secret: getConfig().previewSecret, attempt }),
    },
  },
})
