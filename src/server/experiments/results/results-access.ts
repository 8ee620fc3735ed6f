/**
 * The results page's cookie: an expiry and an HMAC of it under EXPERIMENTS_REPORT_SECRET, so the
 * secret is given once (`?secret=`) and never kept in the browser or its history; the cookie stops
 * working by itself, and when the secret changes. Nothing about the person is in it.
 */
import { expiringToken, isValidExpiringToken } from '../../http/expiring-token.ts'

export const RESULTS_COOKIE = 'experiment_results'
export const RESULTS_PATH = '/api/experiment-results'
/** A working session. */
export const RESULTS_MAX_AGE_SECONDS = 8 * 60 * 60

export const resultsToken = (secret: string, now: number = Date.now()): string => expiringToken('experiment-results', secret, RESULTS_MAX_AGE_SECONDS, now)

export const isValidResultsToken = (token: string | undefined, secret: string | undefined, now: number = Date.now()): boolean =>
  isValidExpiringToken('experiment-results', token, secret, now)
