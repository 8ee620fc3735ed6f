/**
 * The refcodes a donation page's own URL carries, under the visitor's: what the server knows when
 * it renders the way to give (the hosted-form link), before the browser's boot has read the
 * visitor's first-touch refcodes, and all a visitor without scripts ever gets. Only the donation
 * page types use it: every page's shell stays without refcode capture (its initial JS budget).
 */
import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Refcodes } from './donate-links'
import { refcodeFromSearch, sanitizeRefcode } from './refcodes'

export function useRefcodesWithPageUrl(refcodes: Refcodes): Refcodes {
  const search = useLocation({ select: (location) => location.searchStr })
  return useMemo(() => {
    const query = new URLSearchParams(search)
    return { refcode: refcodes.refcode ?? refcodeFromSearch(query), refcode2: refcodes.refcode2 ?? sanitizeRefcode(query.get('refcode2')) }
  }, [search, refcodes])
}
