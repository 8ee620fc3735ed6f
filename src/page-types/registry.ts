/**
 * The page types' components, bound to their ids in the browser's registry: each loads as its own
 * chunk when a page of the type is shown. The outlet and start-up read it; the server never does
 * (docs/decisions/054-page-type-facts-apart-from-bindings.md). A page type adds its line here; the
 * type checker refuses a list that lacks an id, names one the facts do not have, or binds a
 * component that does not take the props of its id.
 */
import type { ComponentType } from 'react'
import type { Page } from '../content-model/content-model'
import type { LabelGroup } from '../shared/i18n/label-groups'
import type { PageTypeManifest } from './page-type-manifest'
import { pageTypeManifests, pageTypeOf, type PageTypeId } from './page-type-manifests'
import type { PageTypeDefinition, PageTypeModule, PageTypePrefetch, PageTypeProps } from './page-type'

type ModuleOf<Id extends PageTypeId> = { default: ComponentType<PageTypeProps<Id>>; prefetch?: PageTypePrefetch; labels?: readonly LabelGroup[] }

export const pageTypeComponents = {
  campaignHomepage: () => import('./campaign-homepage/campaign-homepage.tsx'),
  contentDetail: () => import('./content-detail/content-detail.tsx'),
  plansLanding: () => import('./plans-landing/plans-landing.tsx'),
  planDetail: () => import('./plan-detail/plan-detail.tsx'),
  scrollytelling: () => import('./scrollytelling/scrollytelling.tsx'),
  toolkitLanding: () => import('./toolkit-landing/toolkit-landing.tsx'),
  toolkitGallery: () => import('./toolkit-gallery/toolkit-gallery.tsx'),
  policyCalculator: () => import('./policy-calculator/policy-calculator.tsx'),
  toolkitDetail: () => import('./toolkit-detail/toolkit-detail.tsx'),
  volunteer: () => import('./volunteer/volunteer.tsx'),
  emailSurvey: () => import('./email-survey/email-survey.tsx'),
  stickerForm: () => import('./sticker-form/sticker-form.tsx'),
  callPage: () => import('./call-page/call-page.tsx'),
  doStuffNow: () => import('./do-stuff-now/do-stuff-now.tsx'),
  policyComparison: () => import('./policy-comparison/policy-comparison.tsx'),
  shareGraphics: () => import('./share-graphics/share-graphics.tsx'),
  videoSeries: () => import('./video-series/video-series.tsx'),
  splashPage: () => import('./splash-page/splash-page.tsx'),
  thankYouMessage: () => import('./thank-you-message/thank-you-message.tsx'),
  donorWall: () => import('./donor-wall/donor-wall.tsx'),
  embeddableDonationForm: () => import('./embeddable-donation-form/embeddable-donation-form.tsx'),
  paymentCardForm: () => import('./payment-card-form/payment-card-form.tsx'),
  customDonationFormRedirect: () => import('./custom-donation-form-redirect/custom-donation-form-redirect.tsx'),
  adsLanding: () => import('./ads-landing/ads-landing.tsx'),
  googleAdsLanding: () => import('./google-ads-landing/google-ads-landing.tsx'),
  searchPage: () => import('./search-page/search-page.tsx'),
} satisfies { readonly [Id in PageTypeId]: () => Promise<ModuleOf<Id>> }

/**
 * The page types as the outlet uses them, over a list of facts and components (a function of the
 * lists, so a test may add one), shown by the one resolver the server uses too (pageTypeOf).
 * A component is handed only pages its own spec parsed (normalize-page), which the general page
 * type cannot say: this is the one place its props are widened to any page.
 */
export function registryOf(
  manifests: readonly PageTypeManifest[],
  components: Readonly<Record<string, () => Promise<unknown>>>,
  showing: (page: Page) => string,
) {
  const pageTypeRegistry: readonly PageTypeDefinition[] = manifests.map((manifest) => ({
    ...manifest,
    // The type checker holds pageTypeComponents complete; a list a test extends may still lack one.
    load: () => (components[manifest.id]?.() ?? Promise.reject(new Error(`page type ${manifest.id} has no component in the registry`))) as Promise<PageTypeModule>,
  }))
  const byId = new Map(pageTypeRegistry.map((definition) => [definition.id, definition]))
  return {
    pageTypeRegistry,
    /** The page type that shows a page (pageTypeOf), with its component. */
    pageTypeFor: (page: Page): PageTypeDefinition => {
      const definition = byId.get(showing(page))
      if (!definition) throw new Error(`no page type ${showing(page)} in the registry`)
      return definition
    },
    pageTypeById: (id: string): PageTypeDefinition | null => byId.get(id) ?? null,
  }
}

export const { pageTypeRegistry, pageTypeFor, pageTypeById } = registryOf(pageTypeManifests, pageTypeComponents, pageTypeOf)
