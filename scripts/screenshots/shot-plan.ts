/**
 * What `npm run screenshots` photographs, read from the content the way the site reads it (the
 * content index): the first page of each page type in each language, whether its takeover shows
 * (the site's own rule), and the action modal a visitor would get there, with the zip of a state
 * the modal targets (the modal host's own selection). Nothing here names a path, an id or a copy.
 */
import zipcodes from 'zipcodes'
import type { Page } from '../../src/content-model/content-model.ts'
import { actionModalsForPageType } from '../../src/features/modals/action-modals-for-page-type.ts'
import { selectActionModal } from '../../src/features/modals/select-action-modal.ts'
import { pageTypeManifests, pageTypeOf } from '../../src/page-types/page-type-manifests.ts'
import type { ContentIndex } from '../../src/server/content/content-index.ts'
import { CONTROL, experimentsForPage, variationChoices } from '../../src/server/experiments/experiment-rules.ts'
import { FORCE_PREFIX } from '../../src/shared/experiments/forced-variations.ts'
import { shouldShowTakeover } from '../../src/shared/fundraising/takeover-rule.ts'
import { LOCALES, type Locale } from '../../src/shared/locale.ts'

/** The modal a visitor gets on a page: its heading, and the zip (of a state it targets) that makes it theirs; null for anyone. */
type ModalPlan = { settingsKey: string; heading: string; delaySeconds: number; zip: string | null }

export type PagePlan = {
  pageType: string
  locale: Locale
  path: string
  /** The URL's query: every experiment of the page forced to one variation, so each run shows the same page. */
  query: string
  /** Whether the takeover shows to a visitor now (in UTC), and when it ends. */
  takeover: boolean
  takeoverEndDate: string | null
  modal: ModalPlan | null
}

/** The control where the experiment has one, else its first variation: the same every run. */
function forcedVariationQuery(index: ContentIndex, page: Page): string {
  const params = new URLSearchParams()
  for (const experiment of experimentsForPage(index.experiments(page.locale), page)) {
    const choices = variationChoices(experiment)
    const choice = choices.includes(CONTROL) ? CONTROL : choices[0]
    if (choice) params.set(`${FORCE_PREFIX}${experiment.experimentName}`, choice)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The action modal of the page's type for a visitor of no known state, else for the first state
 * (in the entries' order) that gets one, as the modal host selects it (docs/behaviour.md §5).
 */
function modalFor(index: ContentIndex, page: Page): ModalPlan | null {
  const settings = index.siteSettings(page.locale)
  const { actionModals, modalLabels } = actionModalsForPageType(settings, page.contentType ?? '')
  const candidates: (string | undefined)[] = [undefined, ...new Set(actionModals.flatMap((entry) => entry.stateCode.map((code) => code.toUpperCase())))]
  for (const state of candidates) {
    const zip = state ? (zipcodes.lookupByState(state)[0]?.zip ?? null) : null
    if (state && !zip) continue
    const modal = selectActionModal({
      actionModals,
      modalLabels,
      stateCode: state,
      pageContentType: page.contentType,
      fundraisingAsksOff: state !== undefined && settings.disabledStates.includes(state),
    })
    if (modal) return { settingsKey: modal.settingsKey, heading: modalLabels[modal.settingsKey]?.heading ?? '', delaySeconds: modal.modalDelay, zip }
  }
  return null
}

/** One page per page type and language, in the page types' order; `now` decides whether a takeover still shows. */
export function shotPlan(index: ContentIndex, now: number): PagePlan[] {
  return pageTypeManifests.flatMap(({ id }) =>
    LOCALES.flatMap((locale) => {
      const page = index.pages(locale).find((candidate) => pageTypeOf(candidate) === id)
      if (!page) return []
      const takeover = shouldShowTakeover({
        contentType: page.contentType,
        language: locale,
        endDate: page.fundraisingTakeoverEndDate,
        takeoverCount: page.fundraisingTakeovers.length,
        now,
        // The browser is run in UTC (screenshots.ts), so a wall-clock end date is read as UTC.
        timezoneOffsetMinutes: 0,
      })
      return [{ pageType: id, locale, path: page.path, query: forcedVariationQuery(index, page), takeover, takeoverEndDate: page.fundraisingTakeoverEndDate, modal: modalFor(index, page) }]
    }),
  )
}
