/**
 * Keeps error reporting small when failure is not: within a window (a minute), the first report of
 * each failure (its fingerprint, error-fingerprint.ts) may be sent and its repeats are only counted;
 * a share of failures is sampled out; at most `maxPerWindow` reports are sent and the rest are
 * counted. When the window closes, what was held back is told once (onWindowClosed). The server's
 * reporter and the browser SDK's beforeSend share it (docs/decisions, "bounded reports and renders").
 */

export type ReportLimiterOptions<First> = {
  windowMs: number
  /** Reports sent per window at most; more are dropped and counted. */
  maxPerWindow: number
  /** 0..1: the share of failures reported, decided once per failure and window. */
  sampleRate: number
  /** Distinct failures remembered per window; past it a new failure is neither logged nor sent, only counted. */
  maxFingerprints?: number
  random?: () => number
  now?: () => number
  /** Told once per window that held anything back, when it closes. */
  onWindowClosed: (summary: WindowSummary<First>) => void
}

export type WindowSummary<First> = {
  windowMs: number
  /** Failures that came again after their first report, with how often. */
  repeats: { fingerprint: string; first: First; count: number }[]
  /** Reports that would have been sent but were not: over the cap, or refused by the transport (drop()). */
  dropped: number
  /** Failures sampled out (their first occurrence; repeats count as repeats). */
  sampledOut: number
  /** Distinct failures beyond maxFingerprints: not remembered, logged nor sent. */
  unremembered: number
}

type Verdict<First> =
  /** The first of its kind this window, to be logged and sent. */
  | { kind: 'send' }
  /** The first of its kind, to be logged but not sent (sampled out, or over the cap). */
  | { kind: 'log-only'; reason: 'sampled-out' | 'over-cap' }
  /** A repeat: neither logged nor sent; `first` is what the first occurrence was admitted with. */
  | { kind: 'repeat'; first: First }
  /** Too many distinct failures this window: neither logged nor sent. */
  | { kind: 'unremembered' }

type Window<First> = {
  startedAt: number
  sent: number
  dropped: number
  sampledOut: number
  unremembered: number
  seen: Map<string, { first: First; count: number }>
  timer: ReturnType<typeof setTimeout> | undefined
}

export type ReportLimiter<First> = {
  /** Decides about one failure; `first` is kept for its repeats (the server keeps the event id there). */
  admit(fingerprint: string, first: First): Verdict<First>
  /** A report admitted for sending that could not be sent after all (the transport's buffer was full). */
  drop(): void
  /** Closes the current window now (shutdown, tests): its summary is told. */
  flush(): void
}

export function createReportLimiter<First>(options: ReportLimiterOptions<First>): ReportLimiter<First> {
  const random = options.random ?? Math.random
  // Read at each call, not captured: tests move the clock.
  const now = options.now ?? (() => Date.now())
  const maxFingerprints = options.maxFingerprints ?? 1_000
  let current: Window<First> | undefined

  function close(window: Window<First>): void {
    if (current !== window) return
    current = undefined
    if (window.timer !== undefined) clearTimeout(window.timer)
    const repeats = [...window.seen].filter(([, entry]) => entry.count > 0).map(([fingerprint, entry]) => ({ fingerprint, first: entry.first, count: entry.count }))
    if (repeats.length === 0 && window.dropped === 0 && window.sampledOut === 0 && window.unremembered === 0) return
    options.onWindowClosed({ windowMs: options.windowMs, repeats, dropped: window.dropped, sampledOut: window.sampledOut, unremembered: window.unremembered })
  }

  function open(): Window<First> {
    if (current && now() - current.startedAt >= options.windowMs) close(current)
    if (current) return current
    const window: Window<First> = { startedAt: now(), sent: 0, dropped: 0, sampledOut: 0, unremembered: 0, seen: new Map(), timer: undefined }
    // The summary is due when the window ends, also when nothing comes after it.
    window.timer = setTimeout(() => close(window), options.windowMs)
    ;(window.timer as { unref?: () => void }).unref?.()
    current = window
    return window
  }

  return {
    admit(fingerprint, first) {
      const window = open()
      const known = window.seen.get(fingerprint)
      if (known) {
        known.count += 1
        return { kind: 'repeat', first: known.first }
      }
      if (window.seen.size >= maxFingerprints) {
        window.unremembered += 1
        return { kind: 'unremembered' }
      }
      window.seen.set(fingerprint, { first, count: 0 })
      if (options.sampleRate < 1 && !(random() < options.sampleRate)) {
        window.sampledOut += 1
        return { kind: 'log-only', reason: 'sampled-out' }
      }
      if (window.sent >= options.maxPerWindow) {
        window.dropped += 1
        return { kind: 'log-only', reason: 'over-cap' }
      }
      window.sent += 1
      return { kind: 'send' }
    },
    drop() {
      const window = open()
      window.sent = Math.max(0, window.sent - 1)
      window.dropped += 1
    },
    flush() {
      if (current) close(current)
    },
  }
}
