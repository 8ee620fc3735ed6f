/**
 * What the content server functions answer: a visitor's page view, the settings the
 * browser gets and the label sets. Made for each request (a memo per content object measured no
 * gain a phone sees: ADR 056).
 */
import type { LabelGroup } from '../../shared/i18n/label-groups.ts'
import { labelGroups } from '../../shared/i18n/label-groups.ts'
import { messages } from '../../shared/i18n/messages.ts'
import type { Locale } from '../../shared/locale.ts'
import type { StatePageChoice } from '../../shared/state-pages.ts'
import type { pageWithExperiments } from '../experiments/page-with-experiments.server.ts'
import type { ContentIndex } from './content-index.ts'

type PageView = ReturnType<typeof pageWithExperiments>
type SiteSettings = ReturnType<ContentIndex['siteSettings']>
type Labels = ReturnType<ContentIndex['labels']>
type Problem = { field: string; message: string }

/** `statePage`: whether the URL has a state page for the visitor's state and it is shown (the page's control to turn it off, or back on). */
export type AnsweredView = PageView & { problems: Problem[]; statePage: StatePageChoice | null }
export type SettingsForBrowser = Omit<SiteSettings, 'actionModals' | 'modalLabels' | 'defaultShareImage'>

/** What a view's answer depends on besides the view: whether its takeovers may still show and the visitor's state page choice (ADR 051). */
type ViewContext = { takeoversMayShow: boolean; statePage: StatePageChoice | null }

function answerOf(view: PageView, { takeoversMayShow, statePage }: ViewContext, problems: Problem[]): AnsweredView {
  // Takeovers no visitor could see, in any time zone, stay on the server (ADR 031).
  if (takeoversMayShow) return { ...view, problems, statePage }
  return { ...view, page: { ...view.page, fundraisingTakeovers: [] }, problems, statePage }
}

/** A visitor's answer for a view in its context. */
export function answeredView(view: PageView, context: ViewContext): AnsweredView {
  return answerOf(view, context, [])
}

/** An editor's answer in preview, with what the page is shown without: made for each request, like the preview's content. */
export function previewedView(view: PageView, context: ViewContext, problems: readonly Problem[]): AnsweredView {
  return answerOf(view, context, problems.map(({ field, message }) => ({ field, message })))
}

/** The settings the browser gets: action modals travel per page type, the default share image stays with the server's head (ADR 031). */
export function settingsForBrowser(settings: SiteSettings): SettingsForBrowser {
  const { actionModals: _actionModals, modalLabels: _modalLabels, defaultShareImage: _defaultShareImage, ...forBrowser } = settings
  return forBrowser
}

/**
 * The CMS's labels over the site's own catalogue, some groups of keys in one language: the browser
 * gets the strings a part needs, and no CMS label the site never asks for (a key outside the catalogue).
 */
export function labelSet(cms: Labels, locale: Locale, groups: readonly LabelGroup[]): Record<string, string | undefined> {
  const catalogue = messages[locale]
  const keys = [...new Set(groups)].flatMap((group) => labelGroups[group])
  return Object.fromEntries(keys.map((key) => [key, Object.hasOwn(cms, key) ? cms[key] : catalogue[key]]))
}
