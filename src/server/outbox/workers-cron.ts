/**
 * On Cloudflare Workers (ADR 018) the outbox is delivered by a cron trigger, once a minute
 * (vite.config.ts adds the trigger and this plugin to that build only): a worker keeps no timer
 * between requests. Each run is one bounded pass (a few hundred rows, 20 s of claiming: an
 * invocation's budget, ADR 022), then the age check and the deletion of expired answers
 * (SUBMISSION_RETENTION_DAYS, a bounded batch). A submission still nudges a pass on the request
 * that stored it.
 */
import { definePlugin } from 'nitro'

export default definePlugin((nitroApp) => {
  // Imported when the trigger fires, not with this plugin: the plugin sits in the worker's main
  // module, whose every export the runtime takes for a handler, and the outbox's modules would
  // be hoisted there and exported to the rest of the bundle.
  nitroApp.hooks.hook('cloudflare:scheduled', async () => (await import('./outbox-worker.server.ts')).deliverOutboxNow())
})
