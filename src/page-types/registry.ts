/**
 * The page types, in order: the first whose condition matches the page is shown (docs/behaviour.md §2).
 * Adding a page type is one folder and one line here; each loads as its own chunk.
 */
import type { Page } from '../queries/content-model'
import { byContentType, bySettingsType, type PageTypeDefinition } from './page-type'

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
  { id: 'volunteer', matches: bySettingsType('volunteer'), load: () => import('./volunteer/volunteer') },
  { id: 'emailSurvey', matches: bySettingsType('emailSurvey'), load: () => import('./email-survey/email-survey') },
  { id: 'stickerForm', matches: bySettingsType('stickerForm'), load: () => import('./sticker-form/sticker-form') },
  { id: 'callPage', matches: bySettingsType('callPage'), load: () => import('./call-page/call-page') },
  { id: 'doStuffNow', matches: bySettingsType('doStuffNow'), load: () => import('./do-stuff-now/do-stuff-now') },
  { id: 'policyComparison', matches: bySettingsType('policyComparison'), load: () => import('./policy-comparison/policy-comparison') },
  { id: 'shareGraphics', matches: bySettingsType('shareGraphics'), load: () => import('./share-graphics/share-graphics') },
  { id: 'videoSeries', matches: bySettingsType('videoSeries'), load: () => import('./video-series/video-series') },
  { id: 'splashPage', matches: bySettingsType('splashPage'), load: () => import('./splash-page/splash-page') },
  { id: 'thankYouMessage', matches: bySettingsType('thankYouMessage'), load: () => import('./thank-you-message/thank-you-message') },
  { id: 'donorWall', matches: byContentType('donorWall'), load: () => import('./donor-wall/donor-wall') },
  { id: 'embeddableDonationForm', matches: bySettingsType('embeddableDonationForm'), load: () => import('./embeddable-donation-form/embeddable-donation-form') },
  { id: 'paymentCardForm', matches: bySettingsType('paymentCardForm'), load: () => import('./payment-card-form/payment-card-form') },
  { id: 'customDonationFormRedirect', matches: bySettingsType('customDonationFormRedirect'), load: () => import('./custom-donation-form-redirect/custom-donation-form-redirect') },
  { id: 'adsLanding', matches: bySettingsType('adsLanding'), load: () => import('./ads-landing/ads-landing') },
  { id: 'googleAdsLanding', matches: bySettingsType('googleAdsLanding'), load: () => import('./google-ads-landing/google-ads-landing') },
  { id: 'searchPage', matches: bySettingsType('searchPage'), load: () => import('./search-page/search-page') },
]

export function resolvePageType(page: Page): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.matches(page)) ?? null
}

const ARTICLE = pageTypeRegistry.find((definition) => definition.id === 'contentDetail') as PageTypeDefinition

/**
 * The page type that shows a page: its own, or — for a custom-form page whose settings name no
 * implemented type (the content index reports it) — a plain article of its title, summary, hero
 * and body, so a published page is never taken down for its settings.
 */
export function pageTypeFor(page: Page): PageTypeDefinition {
  return resolvePageType(page) ?? ARTICLE
}

export function pageTypeById(id: string): PageTypeDefinition | null {
  return pageTypeRegistry.find((definition) => definition.id === id) ?? null
}
