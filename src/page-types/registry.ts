/**
 * The page types, in order: the first whose condition matches the page is shown (spec §2).
 * Adding a page type is one folder and one line here; each loads as its own chunk.
 */
import type { Page } from '../queries/content-model'
import { byContentType, type PageTypeDefinition } from './page-type'

export const pageTypeRegistry: readonly PageTypeDefinition[] = [
  { id: 'campaignHomepage', matches: byContentType('campaignHomepage'), load: () => import('./campaign-homepage/campaign-homepage') },
  { id: 'contentDetail', matches: byContentType('contentDetail'), load: () => import('./content-detail/content-detail') },
  { id: 'plansLanding', matches: byContentType('plansLanding'), load: () => import('./plans-landing/plans-landing') },
  { id: 'planDetail', matches: byContentType('planDetail'), load: () => import('./plan-detail/plan-detail') },
  { id: 'scrollytelling', matches: byContentType('scrollytelling'), load: () => import('./scrollytelling/scrollytelling') },
  { id: 'toolkitLanding', matches: byContentType('toolkitLanding'), load: () => import('./toolkit-landing/toolkit-landing') },
  { id: 'toolkitGallery', matches: byContentType('toolkitGallery'), load: () => import('./toolkit-gallery/toolkit-gallery') },
  { id: 'policyCalculator', matches: byContentType('policyCalculator'), load: () => import('./policy-calculator/policy-calculator') },
  { id: 'toolkitDetail', matches: byContentType('toolkitDetail'), load: () => import('./toolkit-detail/toolkit-detail') },
]

export function resolvePageType(page: Page): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.matches(page)) ?? null
}

export function pageTypeById(id: string): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.id === id) ?? null
}
