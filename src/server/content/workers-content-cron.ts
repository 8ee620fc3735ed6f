/**
 * On Cloudflare Workers the shared content snapshot is synced by the cron trigger too (ADR 053;
 * vite.config.ts adds the trigger and this plugin to that build only).
 */
import { definePlugin } from 'nitro'

type ScheduledEvent = { context: { waitUntil(promise: Promise<unknown>): void } }

export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('cloudflare:scheduled', ({ context }: ScheduledEvent) => {
    // Beside the other scheduled work, not after it: the runtime calls hooks one after another,
    // and a slow outbox pass (or a database that does not answer) must not hold back the content.
    // Imported when the trigger fires, not with this plugin (see workers-cron.ts: the plugin sits
    // in the worker's main module, whose every export the runtime takes for a handler).
    context.waitUntil(import('./scheduled-content-sync.server.ts').then((module) => module.syncContentOnSchedule()))
  })
})
