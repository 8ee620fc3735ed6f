/**
 * Loader errors reach the visitor's HTML (they are serialized for hydration). This replaces
 * them with an error that carries only a reference id — the reported event's id — so no message,
 * stack or server path leaks, and the error page can show the reference.
 * Compiled by Start: the server branch never reaches the browser bundle.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { reportServerError } from '../../server/error-reporting/server-error-reporter.server'
import { clientLog } from '../../shared/client-log'
import { ReferencedError, referenceOf } from '../../shared/referenced-error'

const report = createIsomorphicFn()
  .server((error: unknown) => reportServerError(error))
  .client((error: unknown) => {
    const reference = crypto.randomUUID().replaceAll('-', '')
    const cause = error instanceof Error ? error : new Error(String(error))
    clientLog('error', Object.assign(cause, { reference }))
    return reference
  })

export async function withErrorReference<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    // Server functions report their own failures (src/start.ts); those arrive already referenced.
    if (isNotFound(error) || isRedirect(error) || referenceOf(error)) throw error
    throw new ReferencedError(report(error))
  }
}
