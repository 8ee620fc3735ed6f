/**
 * What error reporting hears of the durable inbox (ADR 065): that it started keeping what the
 * database could not take, and that it has drained, once each per episode and process, never per
 * entry; and what a replay skipped. Codes and counts only, nothing of a submission or a gift.
 */
export class InboxEvent extends Error {
  override name = 'InboxEvent'
  readonly code: string
  constructor(code: string, detail: string) {
    super(`Durable inbox: ${code} (${detail})`)
    this.code = code
  }
}
