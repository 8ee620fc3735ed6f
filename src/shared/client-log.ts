/**
 * clientLog(level, errorOrMessage) — the one door for client-side problems (spec §8).
 * Errors go out as exceptions, any other value as a JSON message; the console always gets it.
 * Error reporting attaches itself as a sink, so nothing here depends on it.
 */
export type LogLevel = 'fatal' | 'error' | 'warning' | 'info'

export type ClientLogSink = {
  exception(level: LogLevel, error: Error): void
  message(level: LogLevel, message: string): void
}

const sinks = new Set<ClientLogSink>()

/** Adds a destination for logs (error reporting); returns the function that removes it. */
export function addClientLogSink(sink: ClientLogSink): () => void {
  sinks.add(sink)
  return () => sinks.delete(sink)
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
  for (const sink of sinks) {
    try {
      if (isError) sink.exception(level, errorOrMessage)
      else sink.message(level, message as string)
    } catch {
      // A failing sink must never take the page down with it.
    }
  }
}
