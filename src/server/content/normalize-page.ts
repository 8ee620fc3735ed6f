/** A page entry in one locale -> the validated Page model, or the issue that keeps it off the site. */
import { pageSchema, takeoverSchema, type Page, type Takeover } from '../../content-model/content-model.ts'
import { LOCALES, localizedPath } from '../../shared/locale.ts'
import { lacksPageType, pageTypeOf } from '../../page-types/page-type-manifests.ts'
import { parsePageFields } from '../../content-model/page-fields.ts'
import { fieldSpecOf } from './page-type-fields.ts'
import type { ContentIssue, RawEntry } from './space-snapshot.ts'
import type { ValueNormalizer } from './normalize-values.ts'

/** Fields with a fixed meaning on every page; everything else goes to `fields` for the page type. */
export const COMMON_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'path',
  'summary',
  'heroImage',
  'settings',
  'fundraisingTakeovers',
  'fundraisingTakeoverEndDate',
  'disableAlertBar',
  'disableDonateBar',
  'disableNavigation',
  'disableFooter',
  'enableSplashPage',
])

/** A served page, with the problems of the fields it is served without; or the issue that keeps it off the site. */
export type PageResult = { ok: true; page: Page; problems: ContentIssue[] } | { ok: false; issue: ContentIssue }

function issueFor(entry: RawEntry, locale: string, field: string, message: string): PageResult {
  return { ok: false, issue: { entryId: entry.sys.id, contentType: entry.sys.contentType.sys.id, locale, field, message, skipped: 'entry' } }
}

export function normalizePage(entry: RawEntry, values: ValueNormalizer): PageResult {
  const { reader, locale } = values
  const field = (id: string) => reader.field(entry, id, locale)

  const takeovers: Takeover[] = []
  const takeoverLinks = field('fundraisingTakeovers')
  for (const link of Array.isArray(takeoverLinks) ? takeoverLinks : []) {
    const target = values.linkedEntry(link)
    if (!target) continue
    const ctaUrl = values.text(target, 'ctaUrl')
    const parsed = takeoverSchema.safeParse({
      id: target.sys.id,
      heading: values.text(target, 'heading'),
      body: values.text(target, 'body'),
      ctaLabel: values.text(target, 'ctaLabel'),
      ctaUrl: ctaUrl ? (values.siteUrl(ctaUrl)?.href ?? null) : null,
      image: values.linkedAsset(reader.field(target, 'image', locale)),
    })
    // A broken takeover is left out; the page itself stays.
    if (parsed.success) takeovers.push(parsed.data)
  }

  const alternates = Object.fromEntries(
    LOCALES.map((code) => {
      const path = reader.field(entry, 'path', code)
      return [code, typeof path === 'string' && path.startsWith('/') ? localizedPath(path, code) : null]
    }),
  )

  const fields: Record<string, unknown> = {}
  for (const id of Object.keys(entry.fields)) {
    if (!COMMON_FIELDS.has(id)) fields[id] = values.value(field(id))
  }

  const rawPath = field('path')
  const settings = field('settings')
  const candidate = {
    id: entry.sys.id,
    contentType: entry.sys.contentType.sys.id || null,
    locale,
    title: field('title'),
    path: typeof rawPath === 'string' ? localizedPath(rawPath, locale) : rawPath,
    summary: values.text(entry, 'summary'),
    heroImage: values.linkedAsset(field('heroImage')),
    settings: settings === undefined ? {} : settings,
    flags: {
      disableAlertBar: field('disableAlertBar') === true,
      disableDonateBar: field('disableDonateBar') === true,
      disableNavigation: field('disableNavigation') === true,
      disableFooter: field('disableFooter') === true,
      enableSplashPage: field('enableSplashPage') === true,
    },
    fundraisingTakeovers: takeovers,
    fundraisingTakeoverEndDate: values.text(entry, 'fundraisingTakeoverEndDate'),
    alternates,
    updatedAt: entry.sys.updatedAt ?? null,
    fields,
  }

  if (typeof rawPath === 'string' && !rawPath.startsWith('/')) {
    return issueFor(entry, locale, 'path', `expected a path starting with "/" (got ${JSON.stringify(rawPath)})`)
  }
  const parsed = pageSchema.safeParse(candidate)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    return issueFor(entry, locale, first?.path.join('.') || 'fields', first?.message ?? 'invalid')
  }

  // Only a custom-form page can name a type the site does not have: it is shown (and its fields
  // parsed) as the fallback page type, a plain article, by the resolver the route uses too.
  const unknownType: ContentIssue[] = lacksPageType(parsed.data)
    ? [
        {
          entryId: entry.sys.id,
          contentType: entry.sys.contentType.sys.id,
          locale,
          field: 'settings.type',
          message: `expected the type of custom-form page (got ${JSON.stringify(parsed.data.settings.type ?? null)}); the page is shown as a plain article`,
          skipped: 'field',
        },
      ]
    : []
  const spec = fieldSpecOf(pageTypeOf(parsed.data))
  if (!spec) return { ok: true, page: parsed.data, problems: unknownType }
  // Each field on its own: one that is missing or malformed leaves out only what it shows.
  const typed = parsePageFields(spec, parsed.data.fields)
  return {
    ok: true,
    // What reaches the component is what its spec parsed; the model's own type is the general JSON record.
    page: { ...parsed.data, fields: typed.fields as Page['fields'] },
    problems: [
      ...unknownType,
      ...typed.problems.map((problem) => ({
        entryId: entry.sys.id,
        contentType: entry.sys.contentType.sys.id,
        locale,
        field: problem.path ? `${problem.field}.${problem.path}` : problem.field,
        message: problem.message,
        skipped: 'field' as const,
      })),
    ],
  }
}
