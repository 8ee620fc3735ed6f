import type { Locale } from '../../shared/locale'
import type { SliceSet } from '../slice'

/**
 * The current page as features see it (docs/behaviour.md §3, "content"). The fetched content itself lives in
 * the query cache; this slice holds what features need to know about the page they are on. It is
 * the one slice no feature owns: routes write it and every feature may read it (ADR 025).
 */
export type ContentState = {
  /** The global cms_vars language. */
  language: Locale
  /** The content type id of the current page; null on the 404 page. */
  pageContentType: string | null
  pagePath: string | null
}
export type ContentSlice = ContentState & {
  setCurrentPage(page: Pick<ContentState, 'pageContentType' | 'pagePath'>): void
  setLanguage(language: Locale): void
}

export const createContentSlice = (set: SliceSet<ContentState>, initial: Partial<ContentState>): ContentSlice => ({
  language: 'en-US',
  pageContentType: null,
  pagePath: null,
  ...initial,
  setCurrentPage: (page) => set(page),
  setLanguage: (language) => set({ language }),
})
