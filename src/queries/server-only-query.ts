/**
 * A query whose data only the server's render reads (the page's head for crawlers, ADR 060):
 * it is kept out of React Query's dehydrated state, so the page's HTML does not carry it twice.
 */
import type { Query } from '@tanstack/react-query'

export const SERVER_ONLY = { staysOnServer: true } as const

export const staysOnServer = (query: Pick<Query, 'meta'>): boolean => query.meta?.staysOnServer === true
