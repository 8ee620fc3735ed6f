/** The preview cookie's value: an expiring token under the preview secret (../http/expiring-token.ts). */
import { expiringToken, isValidExpiringToken } from '../http/expiring-token.ts'

export const PREVIEW_COOKIE = 'preview'
/** How long a browser stays in preview after the secret URL: a working session. */
export const PREVIEW_MAX_AGE_SECONDS = 4 * 60 * 60

export const previewToken = (secret: string, now: number = Date.now(), maxAgeSeconds: number = PREVIEW_MAX_AGE_SECONDS): string =>
  expiringToken('preview', secret, maxAgeSeconds, now)

export const isValidPreviewToken = (token: string | undefined, secret: string | undefined, now: number = Date.now()): boolean =>
  isValidExpiringToken('preview', token, secret, now)
