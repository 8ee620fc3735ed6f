/**
 * clientLog(level, errorOrMessage) — the one door for client-side problems (docs/behaviour.md §9).
 * Errors go out as exceptions, any other value as a JSON message; the console always gets it.
 * Error reporting attaches itself as a sink, so nothing here depends on it.
 */
export type LogLevel = 'fatal' | 'error' | 'warning' | 'info'

export type ClientLogSink = {
  exception(level: LogLevel, error: Error): void
  message(level: LogLevel, message: string): void
}

const sinks = new Set<ClientLogSink>()

type Pending = { level: LogLevel; value: Error | string }
/** What was logged in the browser before error reporting was ready; drained by the first sink. */
const pending: Pending[] = []
export const EARLY_QUEUE_LIMIT = 30
// Only the browser queues: on the server this module is shared by every request.
const queues = typeof window !== 'undefined'

/** Adds a destination for logs (error reporting) and hands it what was queued; returns its removal. */
export function addClientLogSink(sink: ClientLogSink): () => void {
  sinks.add(sink)
  for (const { level, value } of pending.splice(0)) deliver(sink, level, value)
  return () => sinks.delete(sink)
}

function deliver(sink: ClientLogSink, level: LogLevel, value: Error | string): void {
  try {
    if (value instanceof Error) sink.exception(level, value)
    else sink.message(level, value)
  } catch {
    // A failing sink must never take the page down with it.
  }
}

function toMessage(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const consoleMethod = { fatal: 'error', error: 'error', warning: 'warn', info: 'info' } as const

export function clientLog(level: LogLevel, errorOrMessage: unknown): void {
  const isError = errorOrMessage instanceof Error
  const message = isError ? errorOrMessage : toMessage(errorOrMessage)
  // eslint-disable-next-line no-console -- the console is one of the log's destinations by design
  console[consoleMethod[level]](`[${level}]`, message)
  if (sinks.size === 0) {
    if (queues && pending.length < EARLY_QUEUE_LIMIT) pending.push({ level, value: message })
    return
  }
  for (const sink of sinks) deliver(sink, level, message)
}

