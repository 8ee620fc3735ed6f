/**
 * When the fundraising takeover shows (docs/behaviour.md §4): on the page type whose role is the
 * takeover (the campaign homepage), in en-US, while the end date is in the future and there is at
 * least one takeover.
 */
import { hasRole } from '../../page-types/page-type-manifests.ts'

export type TakeoverRuleInput = {
  /** The page's content type: the takeover's page type is matched by its content type (page-type-manifest.ts, roles). */
  contentType: string | null
  language: string
  endDate: string | null
  takeoverCount: number
  now: number
  /** Date#getTimezoneOffset() of the visitor: minutes to add to local time to get UTC. */
  timezoneOffsetMinutes: number
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * The end time in ms. An end date without a zone is a wall-clock time: it is read as UTC and
 * adjusted by the local timezone offset, so it ends at that local time. A date with an explicit
 * zone (Contentful may send "…-05:00") already names its instant and is taken as it is.
 */
export function takeoverEndTime(endDate: string, timezoneOffsetMinutes: number): number | null {
  const wallClock = WALL_CLOCK.exec(endDate.trim())
  if (wallClock) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wallClock
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) + timezoneOffsetMinutes * 60_000
  }
  const instant = Date.parse(endDate)
  return Number.isNaN(instant) ? null : instant
}

export function shouldShowTakeover(input: TakeoverRuleInput): boolean {
  if (!hasRole({ contentType: input.contentType, settings: {} }, 'takeover') || input.language !== 'en-US') return false
  if (input.takeoverCount === 0 || !input.endDate) return false
  const end = takeoverEndTime(input.endDate, input.timezoneOffsetMinutes)
  return end !== null && end > input.now
}

/** UTC−12, the time zone where a wall-clock end date comes last (Date#getTimezoneOffset is +720 there). */
const LATEST_TIMEZONE_OFFSET_MINUTES = 720
/** UTC+14, the time zone where a wall-clock end date comes first (Date#getTimezoneOffset is −840 there). */
const EARLIEST_TIMEZONE_OFFSET_MINUTES = -840

/**
 * Whether the takeover could show to anyone, in any time zone: the server leaves a page's
 * takeovers out when not (another page type or language, or an end date past everywhere), so the
 * page does not carry them (ADR 031). The browser still decides by the visitor's own clock.
 */
export function takeoverMayShow(input: Omit<TakeoverRuleInput, 'timezoneOffsetMinutes'>): boolean {
  return shouldShowTakeover({ ...input, timezoneOffsetMinutes: LATEST_TIMEZONE_OFFSET_MINUTES })
}

/**
 * Whether the takeover shows to everyone, in every time zone: then the server puts it in the
 * page's HTML (ADR 062), where the browser finds its image at once. In the last day before the end
 * (and after it) the visitor's own clock decides, in the browser, as ADR 006 says.
 */
export function takeoverShowsEverywhere(input: Omit<TakeoverRuleInput, 'timezoneOffsetMinutes'>): boolean {
  return shouldShowTakeover({ ...input, timezoneOffsetMinutes: EARLIEST_TIMEZONE_OFFSET_MINUTES })
}
