/**
 * On Cloudflare Workers the submission queue's consumer runs in this worker (vite.config.ts binds
 * the queue and adds this plugin to that build only; ADR 065).
 */
import { definePlugin } from 'nitro'

export default definePlugin((nitroApp) => {
  // Imported when a batch arrives: the worker's main module exports only handlers (workers-cron.ts says why).
  nitroApp.hooks.hook('cloudflare:queue', async ({ batch }) => (await import('./consume-submission-queue.server.ts')).consumeSubmissionQueue(batch as never))
})
