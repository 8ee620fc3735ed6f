/**
 * Global server middleware: a server function that fails is reported once, and what travels back
 * to the browser (or into the HTML) is only the reference of the reported event.
 */
import { createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { reportServerError } from './server/error-reporting/server-error-reporter.server'
import { ReferencedError, referenceOf } from './shared/referenced-error'

const reportFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isNotFound(error) || isRedirect(error) || referenceOf(error)) throw error
    throw new ReferencedError(reportServerError(error))
  }
})

export const startInstance = createStart(() => ({ functionMiddleware: [reportFunctionErrors] }))
