/**
 * Whether the request being answered is a preview (a browser holding a valid preview cookie):
 * then content comes from drafts, and nothing of the response may be kept by a shared cache.
 * Scoped to the request by the request middleware (src/start.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { getConfig } from '../../../app.config.ts'
import { cookieValue } from '../http/request-cookie.ts'
import { isValidPreviewToken, PREVIEW_COOKIE } from './preview-token.ts'

const previewRequests = new AsyncLocalStorage<true>()

/** Whether the request carries a preview cookie this server made, still valid. */
export function asksForPreview(request: Request): boolean {
  return isValidPreviewToken(cookieValue(request, PREVIEW_COOKIE), getConfig().previewSecret)
}

export function runInPreview<T>(answer: () => T): T {
  return previewRequests.run(true, answer)
}

export function isPreview(): boolean {
  return previewRequests.getStore() === true
}
