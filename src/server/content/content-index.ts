/**
 * Everything the site serves from one snapshot, normalized and validated once per snapshot,
 * so requests are lookups. Problems are collected as issues (reported once by the caller).
 */
import {
  personalizedContentSchema,
  type Labels,
  type Page,
  type PersonalizedContent,
  type PlanSummary,
  type PlansCatalogue,
  type PlanTopic,
  planTopicSchema,
  type SiteSettings,
  type VotingInformation,
  votingInformationSchema,
  experimentSchema,
  type Experiment,
} from '../../content-model/content-model.ts'
import { LOCALES, type Locale } from '../../shared/locale.ts'
import { pathSuffixOf } from '../../shared/state-pages.ts'
import { safeHref } from '../../shared/rich-text/safe-href.ts'
import { hasRole } from '../../page-types/page-type-manifests.ts'
import { LocalizedReader } from './localized-reader.ts'
import { normalizePage } from './normalize-page.ts'
import { normalizeLabels, normalizeSiteSettings } from './normalize-site-settings.ts'
import { isPageEntry, ValueNormalizer } from './normalize-values.ts'
import { pageReferences } from './page-references.ts'
import { assetOriginsOf, type AssetOrigins } from './asset-origins.ts'
import { modalFormsOf } from './modal-forms.ts'
import type { ModalForm } from '../../shared/forms/modal-form.ts'
import type { ContentIssue, SpaceSnapshot } from './space-snapshot.ts'

type LocaleIndex = {
  pages: Map<string, Page>
  /** State pages by their base URL, then by state ("ia"): served in place of the base page, never at a URL of their own. */
  statePages: Map<string, Map<string, Page>>
  problems: Map<string, ContentIssue[]>
  siteSettings: SiteSettings
  modalForms: Record<string, ModalForm>
  labels: Labels
  plans: PlansCatalogue
  personalizedContent: PersonalizedContent[]
  votingInformation: VotingInformation[]
  experiments: Experiment[]
}

export type ContentIndex = {
  /** The page at a URL for everyone (its base page): state pages are not among these. */
  page(locale: Locale, path: string): Page | null
  /** The state page (docs/content-model.md, "State pages") served at a URL to visitors in `state` ("ia"), or null. */
  statePage(locale: Locale, path: string, state: string): Page | null
  /** Whether a URL has state pages: its HTML then depends on the visitor's state. */
  hasStatePages(locale: Locale, path: string): boolean
  /** Every state page, for checks and tests. */
  statePages(locale: Locale): Page[]
  /** A served page (a state page included) by its entry id (forms name the page they were shown on). */
  pageById(locale: Locale, id: string): Page | null
  siteSettings(locale: Locale): SiteSettings
  /** The form each calculatorSignup modal holds, by settingsKey: its link's form page's (modal-forms.ts, ADR 059). */
  modalForms(locale: Locale): Record<string, ModalForm>
  labels(locale: Locale): Labels
  plans(locale: Locale): PlansCatalogue
  personalizedContent(locale: Locale): PersonalizedContent[]
  votingInformation(locale: Locale): VotingInformation[]
  /** Every experiment with its variations, active or not. */
  experiments(locale: Locale): Experiment[]
  /**
   * The URLs whose HTML shows an entry or asset, in both languages; null when it is not tied to
   * particular pages (site settings, navigation, labels, experiments…): then every page may show it.
   */
  pathsShowing(id: string): string[] | null
  /** Every served page, for sitemaps and tests. */
  pages(locale: Locale): Page[]
  /** What a served page is shown without (its fields that are missing or malformed), for the preview notice. */
  problemsOf(locale: Locale, pageId: string): readonly ContentIssue[]
  issues: readonly ContentIssue[]
  /** Where this content's images and videos load from (the content security policy's img-src and media-src). */
  assetOrigins: AssetOrigins
}

/** Collects issues, one per entry and field: a problem in both languages is one issue naming both. */
class IssueLog {
  readonly issues: ContentIssue[] = []
  private readonly byKey = new Map<string, ContentIssue>()

  add(issue: ContentIssue): void {
    const key = `${issue.entryId}|${issue.field}`
    const existing = this.byKey.get(key)
    if (!existing) {
      this.byKey.set(key, issue)
      this.issues.push(issue)
      return
    }
    if (issue.locale && existing.locale && !existing.locale.split(', ').includes(issue.locale)) existing.locale = `${existing.locale}, ${issue.locale}`
  }
}

function indexLocale(snapshot: SpaceSnapshot, reader: LocalizedReader, locale: Locale, log: IssueLog): LocaleIndex {
  const values = new ValueNormalizer(reader, locale)
  const pages = new Map<string, Page>()
  const statePages = new Map<string, Map<string, Page>>()
  const problems = new Map<string, ContentIssue[]>()
  for (const entry of snapshot.entries) {
    if (!isPageEntry(entry)) continue
    const result = normalizePage(entry, values)
    if (!result.ok) {
      log.add({ ...result.issue })
      continue
    }
    const cmsPath = reader.field(entry, 'path', locale)
    const suffix = typeof cmsPath === 'string' ? pathSuffixOf(cmsPath) : ({ kind: 'none' } as const)
    if (suffix.kind === 'not-a-state') {
      log.add({
        entryId: entry.sys.id,
        contentType: entry.sys.contentType.sys.id,
        locale,
        field: 'path',
        message: `"--${suffix.suffix}" is no state code: the page is no state page, and is served at its base URL to everyone (a state page's path ends in a lowercase state code, like "/pledge--ia")`,
        skipped: 'nothing',
      })
    }
    if (suffix.kind === 'state') {
      const forPath = statePages.get(result.page.path) ?? new Map<string, Page>()
      const sameState = forPath.get(suffix.state)
      if (sameState) {
        log.add({
          entryId: entry.sys.id,
          contentType: entry.sys.contentType.sys.id,
          locale,
          field: 'path',
          message: `its base URL already has a state page for ${suffix.state.toUpperCase()}: entry ${sameState.id}`,
        })
        continue
      }
      statePages.set(result.page.path, forPath.set(suffix.state, result.page))
      if (result.problems.length > 0) problems.set(result.page.id, result.problems)
      for (const problem of result.problems) log.add({ ...problem })
      continue
    }
    const existing = pages.get(result.page.path)
    if (existing) {
      log.add({
        entryId: entry.sys.id,
        contentType: entry.sys.contentType.sys.id,
        locale,
        field: 'path',
        message: `${result.page.path} is already served by entry ${existing.id} in ${locale}`,
      })
      continue
    }
    pages.set(result.page.path, result.page)
    if (result.problems.length > 0) problems.set(result.page.id, result.problems)
    for (const problem of result.problems) log.add({ ...problem })
  }

  // A state page stands in for its base page: without one, the URL would exist for one state's visitors only.
  for (const [path, byState] of statePages) {
    if (pages.has(path)) continue
    for (const page of byState.values()) {
      log.add({ entryId: page.id, contentType: page.contentType ?? 'page', locale, field: 'path', message: 'a state page, but no page is served at its base URL: a state page is shown only in place of one', skipped: 'entry' })
    }
    statePages.delete(path)
  }

  const settingsEntries = snapshot.entries.filter((entry) => entry.sys.contentType.sys.id === 'siteSettings')
  const settingsEntry = settingsEntries[0]
  if (settingsEntries.length > 1) {
    for (const extra of settingsEntries.slice(1)) {
      log.add({ entryId: extra.sys.id, contentType: 'siteSettings', field: 'sys', message: 'only the first siteSettings entry is used' })
    }
  }
  const reportSettings = (field: string, message: string) =>
    log.add({ entryId: settingsEntry?.sys.id ?? '(no siteSettings entry)', contentType: 'siteSettings', locale, field, message, skipped: 'field' })
  const siteSettings = {
    ...normalizeSiteSettings(settingsEntry, values, reportSettings),
    searchPath: [...pages.values()].find((page) => hasRole(page, 'search'))?.path ?? null,
  }
  // A sign-up modal without its form is shown with its link: its form is the field left out.
  const modalForms = modalFormsOf(siteSettings, (path) => pages.get(path), reportSettings)

  const byTitle = new Intl.Collator(locale, { sensitivity: 'base' })
  const planSummaries = plansOf([...pages.values()], byTitle)
  const plans = {
    landingPath: [...pages.values()].find((page) => hasRole(page, 'catalogueLanding'))?.path ?? null,
    plans: planSummaries,
    topics: topicsOfPlans(planSummaries, byTitle),
  }

  const personalizedContent = snapshot.entries
    .filter((entry) => entry.sys.contentType.sys.id === 'personalizedContent')
    .flatMap((entry) => {
      const stateCodes = reader.field(entry, 'stateCodes', locale)
      const parsed = personalizedContentSchema.safeParse({
        id: entry.sys.id,
        key: values.text(entry, 'key'),
        stateCodes: Array.isArray(stateCodes) ? stateCodes.map((code) => String(code).toUpperCase()) : [],
        heading: values.text(entry, 'heading'),
        body: values.text(entry, 'body'),
      })
      return parsed.success ? [parsed.data] : []
    })

  const votingInformation = snapshot.entries
    .filter((entry) => entry.sys.contentType.sys.id === 'votingInformation')
    .flatMap((entry) => {
      const parsed = votingInformationSchema.safeParse({
        id: entry.sys.id,
        stateCode: values.text(entry, 'stateCode')?.toUpperCase(),
        stateName: values.text(entry, 'stateName'),
        registrationDeadline: values.text(entry, 'registrationDeadline'),
        earlyVoting: values.text(entry, 'earlyVoting'),
        officialLookupUrl: safeHref(values.text(entry, 'officialLookupUrl')),
      })
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        log.add({ entryId: entry.sys.id, contentType: 'votingInformation', locale, field: first?.path.join('.') || 'fields', message: first?.message ?? 'invalid' })
      }
      return parsed.success ? [parsed.data] : []
    })

  const experiments = snapshot.entries
    .filter((entry) => entry.sys.contentType.sys.id === 'experiment')
    .flatMap((entry) => {
      const field = (id: string) => reader.field(entry, id, locale)
      const variations = (Array.isArray(field('variations')) ? (field('variations') as unknown[]) : []).flatMap((link) => {
        const variation = values.linkedEntry(link)
        if (!variation) return []
        const references = reader.field(variation, 'assetReferences', locale)
        const assets = Object.fromEntries(
          (Array.isArray(references) ? references : []).flatMap((reference) => {
            const asset = values.linkedAsset(reference)
            return asset ? [[asset.id, asset] as const] : []
          }),
        )
        return [{ variationName: values.text(variation, 'variationName'), contentOverrides: reader.field(variation, 'contentOverrides', locale) ?? {}, assets }]
      })
      const parsed = experimentSchema.safeParse({
        id: entry.sys.id,
        experimentName: values.text(entry, 'experimentName'),
        isActive: field('isActive') === true,
        includeControlVariation: field('includeControlVariation') === true,
        conditions: field('conditions') ?? {},
        variations,
      })
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        log.add({ entryId: entry.sys.id, contentType: 'experiment', locale, field: first?.path.join('.') || 'fields', message: first?.message ?? 'invalid' })
      }
      return parsed.success ? [parsed.data] : []
    })

  return {
    pages,
    statePages,
    problems,
    siteSettings,
    modalForms,
    labels: normalizeLabels(settingsEntry, values, reportSettings),
    plans,
    personalizedContent,
    votingInformation,
    experiments,
  }
}

/** Every plan page, in the language's alphabetical order, with the topics it is filed under. */
function plansOf(pages: Page[], byTitle: Intl.Collator): PlanSummary[] {
  return pages
    .filter((page) => hasRole(page, 'catalogueItem'))
    .map((page) => ({
      id: page.id,
      title: page.title,
      summary: page.summary,
      href: page.path,
      image: page.heroImage,
      topics: topicsOf(page.fields.topics),
    }))
    .sort((a, b) => byTitle.compare(a.title, b.title))
}

/** The topics used by at least one plan, each once, in the language's alphabetical order. */
function topicsOfPlans(plans: readonly PlanSummary[], byTitle: Intl.Collator): PlanTopic[] {
  const bySlug = new Map(plans.flatMap((plan) => plan.topics.map((topic) => [topic.slug, topic] as const)))
  return [...bySlug.values()].sort((a, b) => byTitle.compare(a.title, b.title))
}

/** A plan's topic links as {slug, title}; a topic without a usable slug or title is left out. */
function topicsOf(value: unknown): PlanTopic[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((topic: { title?: unknown; fields?: { slug?: unknown } } | null) => {
    const parsed = planTopicSchema.safeParse({ slug: topic?.fields?.slug, title: topic?.title })
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * A page's alternate URL only where that language really serves the page (it may fail there). A
 * state page is served at its base page's URL, so it has the base page's alternates: its language
 * switcher and hreflang name the same URLs as the page it stands in for.
 */
function pruneAlternates(byLocale: Map<Locale, LocaleIndex>): void {
  const served = new Map(LOCALES.map((locale) => [locale, new Set([...(byLocale.get(locale)?.pages.values() ?? [])].map((page) => page.id))]))
  for (const index of byLocale.values()) {
    for (const [path, page] of index.pages) {
      const alternates = { ...page.alternates }
      for (const locale of LOCALES) if (!served.get(locale)?.has(page.id)) alternates[locale] = null
      index.pages.set(path, { ...page, alternates })
    }
    for (const [path, byState] of index.statePages) {
      const base = index.pages.get(path) as Page
      for (const [state, page] of byState) byState.set(state, { ...page, alternates: base.alternates })
    }
  }
}

export function buildContentIndex(snapshot: SpaceSnapshot): ContentIndex {
  const reader = new LocalizedReader(snapshot)
  const log = new IssueLog()
  snapshot.issues.forEach((issue) => log.add(issue))
  const byLocale = new Map(LOCALES.map((locale) => [locale, indexLocale(snapshot, reader, locale, log)]))
  pruneAlternates(byLocale)
  const references = pageReferences(snapshot.entries, isPageEntry)
  const issues = log.issues
  const at = (locale: Locale): LocaleIndex => byLocale.get(locale) as LocaleIndex
  const statePagesOf = (locale: Locale) => [...at(locale).statePages.values()].flatMap((byState) => [...byState.values()])
  const servedPages = (locale: Locale) => [...at(locale).pages.values(), ...statePagesOf(locale)]
  const pathsOfPage = (pageId: string) => LOCALES.flatMap((locale) => servedPages(locale).filter((page) => page.id === pageId).map((page) => page.path))
  return {
    page: (locale, path) => at(locale).pages.get(path) ?? null,
    statePage: (locale, path, state) => at(locale).statePages.get(path)?.get(state) ?? null,
    hasStatePages: (locale, path) => at(locale).statePages.has(path),
    statePages: statePagesOf,
    pageById: (locale, id) => servedPages(locale).find((page) => page.id === id) ?? null,
    siteSettings: (locale) => at(locale).siteSettings,
    modalForms: (locale) => at(locale).modalForms,
    labels: (locale) => at(locale).labels,
    plans: (locale) => at(locale).plans,
    personalizedContent: (locale) => at(locale).personalizedContent,
    votingInformation: (locale) => at(locale).votingInformation,
    experiments: (locale) => at(locale).experiments,
    pages: (locale) => [...at(locale).pages.values()],
    problemsOf: (locale, pageId) => at(locale).problems.get(pageId) ?? [],
    pathsShowing: (id) => {
      const pageIds = references.get(id)
      return pageIds ? [...pageIds].flatMap(pathsOfPage) : null
    },
    issues,
    assetOrigins: assetOriginsOf(snapshot),
  }
}
