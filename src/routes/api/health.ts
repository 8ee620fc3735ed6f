import { createFileRoute } from '@tanstack/react-router'
import { answerHealth } from '../../server/inbox/site-health.server'

/** GET /api/health — for a load balancer: can this process take a submission, and how the inbox and outbox stand (ADR 065). */
export const Route = createFileRoute('/api/health')({
  server: { handlers: { GET: () => answerHealth() } },
})
