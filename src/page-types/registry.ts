/**
 * The page types, in order: the first whose condition matches the page is shown (spec §2).
 * Adding a page type is one folder and one line here; each loads as its own chunk.
 */
import type { Page } from '../queries/content-model'
import { byContentType, type PageTypeDefinition } from './page-type'

export const pageTypeRegistry: readonly PageTypeDefinition[] = [
  { id: 'campaignHomepage', matches: byContentType('campaignHomepage'), load: () => import('./campaign-homepage/campaign-homepage') },
  { id: 'contentDetail', matches: byContentType('contentDetail'), load: () => import('./content-detail/content-detail') },
]

export function resolvePageType(page: Page): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.matches(page)) ?? null
}

export function pageTypeById(id: string): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.id === id) ?? null
}
