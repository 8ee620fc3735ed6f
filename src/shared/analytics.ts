/**
 * The analytics hook: a dataLayer-style array on window that a campaign wires to its own tool.
 * Events are plain objects; nothing is sent anywhere by the site itself.
 */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean>

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
