/**
 * Global server middleware: a plain-HTTP visit behind the proxy is redirected to HTTPS and an
 * oversized body refused; pages come from the origin cache or are rendered, in preview for a
 * browser that holds the cookie (serve-page.server.ts), the page and the visitor's assignment resolved
 * once and passed to the render as request context; a server function called from another site
 * is refused (cross-site-server-functions.isomorphic.ts); every response gets its security headers,
 * content security policy, validators and compression (finish-response.server.ts). A server
 * function that fails is reported once, and what travels back to the browser (or into the HTML)
 * is only the reference of the reported event.
 */
import { createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { reportServerError } from './server/error-reporting/server-error-reporter.server'
import { getConfig } from '../app.config'
import { refuseCrossSiteServerFunctions } from './server/http/cross-site-server-functions.isomorphic'
import { refuseOversizedBody } from './server/http/request-body-limit'
import { httpsUpgrade } from './server/http/request-scheme'
import { servePage } from './server/http/serve-page.server'
import { CACHE, POLICY_HEADERS, textResponse } from './server/http/response-policy'
import type { PageRequest } from './server/http/page-request.server'
import { asksForPreview, runInPreview } from './server/preview/preview-mode.server'
import { ensureOutboxWorker } from './server/outbox/outbox-worker.server'
import { ensureJournalReplayer } from './server/inbox/journal-replayer-start'
import { ReferencedError, referenceOf } from './shared/referenced-error'

/** The framework reports a failed input validator as an Error whose message is the JSON list of issues. */
function isInputValidationFailure(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return false
  try {
    const issues: unknown = JSON.parse(error.message)
    return Array.isArray(issues) && issues.length > 0 && issues.every((issue) => typeof (issue as { message?: unknown }).message === 'string')
  } catch {
    return false
  }
}

const reportFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isNotFound(error) || isRedirect(error) || referenceOf(error)) throw error
    // Bad input is the caller's mistake: a 400, not an incident (and no error-reporting quota spent).
    if (isInputValidationFailure(error)) {
      setResponseStatus(400)
      throw new Error('Invalid input')
    }
    throw new ReferencedError(reportServerError(error))
  }
})


/**
 * What the render of a page request receives: the page and assignment resolved at the door (null
 * for anything else), and the mark its own inline scripts carry (the router writes it as their
 * nonce; content-security-policy.ts hashes only those).
 */
type PageRequestContext = { pageRequest: PageRequest | null; scriptMark: string }

const finishResponses = createMiddleware().server<PageRequestContext>(async ({ next, request }) => {
  // A visitor who came over plain HTTP through the site's proxy or CDN is sent to HTTPS first.
  const upgrade = httpsUpgrade(request, getConfig().proxyTrust, getConfig().siteUrl)
  if (upgrade) throw upgrade
  // Nothing reads a body the site would have to hold whole before it knows it is too large.
  const oversized = refuseOversizedBody(request)
  if (oversized) throw oversized
  // Queued CRM deliveries resume with the first request a process serves (a no-op after that).
  ensureOutboxWorker()
  // So is the journal's replay, which also takes what a killed predecessor left (ADR 065).
  ensureJournalReplayer()
  let result: Awaited<ReturnType<typeof next<PageRequestContext>>> | undefined
  // The page this request is for, resolved once at the door, reaches the render (fetchPage) as request context.
  const render = async (pageRequest: PageRequest | null, scriptMark: string) => {
    try {
      result = await next({ context: { pageRequest, scriptMark } })
    } catch (error) {
      // A made-up server-function id is a bad request, not a failure of ours (the framework answers 500).
      if (error instanceof Error && error.message.startsWith('Server function info not found')) throw textResponse(404, 'Not found', { cache: CACHE.noStore })
      throw error
    }
    return result.response
  }
  // A browser holding a valid preview cookie sees drafts, in responses no one else gets.
  const preview = asksForPreview(request)
  const serve = () => servePage(request, render, { development: import.meta.env.DEV, preview })
  const response = await (preview ? runInPreview(serve) : serve())
  // Served from the origin cache, this request rendered nothing of its own: the response is all there is.
  if (!result) return response
  // The framework applies headers set during the render over the returned ones: the finished
  // response's caching headers are the final word, so they are told to it as well.
  for (const name of POLICY_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) setResponseHeader(name, value)
  }
  return { ...result, response }
})

export const startInstance = createStart(() => ({
  // Inside finishResponses: a refusal gets the site's security headers like any other response.
  requestMiddleware: [finishResponses, refuseCrossSiteServerFunctions],
  functionMiddleware: [reportFunctionErrors],
}))
