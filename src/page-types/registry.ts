/**
 * The browser's page types: each manifest (page-type-manifests.ts, in match order) with its
 * component, which loads as its own chunk. The type checker holds the loaders complete against the ids.
 */
import type { ComponentType } from 'react'
import type { Page } from '../queries/content-model'
import { matchesPage, type PageTypeManifest } from './page-type-manifest'
import { pageTypeManifests, type PageTypeId } from './page-type-manifests'
import type { PageTypeDefinition, PageTypeModule, PageTypePrefetch, PageTypeProps } from './page-type'

type ModuleOf<Id extends PageTypeId> = { default: ComponentType<PageTypeProps<Id>>; prefetch?: PageTypePrefetch }
export type PageTypeLoaders = { readonly [Id in PageTypeId]: () => Promise<ModuleOf<Id>> }

export const pageTypeLoaders = {
  campaignHomepage: () => import('./campaign-homepage/campaign-homepage'),
  contentDetail: () => import('./content-detail/content-detail'),
  plansLanding: () => import('./plans-landing/plans-landing'),
  planDetail: () => import('./plan-detail/plan-detail'),
  scrollytelling: () => import('./scrollytelling/scrollytelling'),
  toolkitLanding: () => import('./toolkit-landing/toolkit-landing'),
  toolkitGallery: () => import('./toolkit-gallery/toolkit-gallery'),
  policyCalculator: () => import('./policy-calculator/policy-calculator'),
  toolkitDetail: () => import('./toolkit-detail/toolkit-detail'),
  volunteer: () => import('./volunteer/volunteer'),
  emailSurvey: () => import('./email-survey/email-survey'),
  stickerForm: () => import('./sticker-form/sticker-form'),
  callPage: () => import('./call-page/call-page'),
  doStuffNow: () => import('./do-stuff-now/do-stuff-now'),
  policyComparison: () => import('./policy-comparison/policy-comparison'),
  shareGraphics: () => import('./share-graphics/share-graphics'),
  videoSeries: () => import('./video-series/video-series'),
  splashPage: () => import('./splash-page/splash-page'),
  thankYouMessage: () => import('./thank-you-message/thank-you-message'),
  donorWall: () => import('./donor-wall/donor-wall'),
  embeddableDonationForm: () => import('./embeddable-donation-form/embeddable-donation-form'),
  paymentCardForm: () => import('./payment-card-form/payment-card-form'),
  customDonationFormRedirect: () => import('./custom-donation-form-redirect/custom-donation-form-redirect'),
  adsLanding: () => import('./ads-landing/ads-landing'),
  googleAdsLanding: () => import('./google-ads-landing/google-ads-landing'),
  searchPage: () => import('./search-page/search-page'),
} satisfies PageTypeLoaders

/**
 * The page types over a list of manifests and their loaders (a function of both, so a test may add one).
 * A component is handed only pages its own spec parsed (normalize-page), which the general page
 * type cannot say: this is the one place its props are widened to any page.
 */
export function registryOf<Id extends string>(manifests: readonly PageTypeManifest<Id>[], loaders: { readonly [Key in Id]: () => Promise<unknown> }) {
  const pageTypeRegistry: readonly PageTypeDefinition[] = manifests.map((manifest) => ({
    ...manifest,
    matches: (page: Page) => matchesPage(manifest.match, page),
    load: loaders[manifest.id] as () => Promise<PageTypeModule>,
  }))
  const resolvePageType = (page: Page): PageTypeDefinition | null => pageTypeRegistry.find((definition) => definition.matches(page)) ?? null
  const article = pageTypeRegistry.find((definition) => definition.id === 'contentDetail')
  if (!article) throw new Error('the page types need the plain article (contentDetail)')
  return {
    pageTypeRegistry,
    resolvePageType,
    /**
     * The page type that shows a page: its own, or — for a custom-form page whose settings name no
     * implemented type (the content index reports it) — a plain article of its title, summary, hero
     * and body, so a published page is never taken down for its settings.
     */
    pageTypeFor: (page: Page): PageTypeDefinition => resolvePageType(page) ?? article,
    pageTypeById: (id: string): PageTypeDefinition | null => pageTypeRegistry.find((definition) => definition.id === id) ?? null,
  }
}

export const { pageTypeRegistry, resolvePageType, pageTypeFor, pageTypeById } = registryOf(pageTypeManifests, pageTypeLoaders)
