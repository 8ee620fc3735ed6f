import { createFileRoute } from '@tanstack/react-router'
import { answerStatePagePreference } from '../../server/location/state-page-preference.server'

/** POST /api/state-pages (show, return) — the state page control: state pages off for this visitor, or back on (docs/decisions/051-state-pages.md). */
export const Route = createFileRoute('/api/state-pages')({
  server: { handlers: { POST: ({ request }) => answerStatePagePreference(request) } },
})
