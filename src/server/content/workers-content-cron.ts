/**
 * On Cloudflare Workers the shared content snapshot is synced by the cron trigger too (ADR 053;
 * vite.config.ts adds the trigger and this plugin to that build only).
 */
import { definePlugin } from 'nitro'

export default definePlugin((nitroApp) => {
  // Imported when the trigger fires, not with this plugin (see workers-cron.ts: the plugin sits in
  // the worker's main module, whose every export the runtime takes for a handler).
  nitroApp.hooks.hook('cloudflare:scheduled', async () => (await import('./scheduled-content-sync.server.ts')).syncContentOnSchedule())
})
