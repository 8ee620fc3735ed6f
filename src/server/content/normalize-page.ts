/** A page entry in one locale -> the validated Page model, or the issue that keeps it off the site. */
import { pageSchema, takeoverSchema, type Page, type Takeover } from '../../queries/content-model.ts'
import { LOCALES, localizedPath } from '../../shared/locale.ts'
import { pageTypeIdOf } from '../../page-types/page-type.ts'
import { pageTypeFieldsSchemas } from './page-type-fields.ts'
import type { ContentIssue, RawEntry } from './space-snapshot.ts'
import type { ValueNormalizer } from './normalize-values.ts'

/** Fields with a fixed meaning on every page; everything else goes to `fields` for the page type. */
const COMMON_FIELDS = new Set([
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

export type PageResult = { ok: true; page: Page } | { ok: false; issue: ContentIssue }

function issueFor(entry: RawEntry, field: string, message: string): PageResult {
  return { ok: false, issue: { entryId: entry.sys.id, contentType: entry.sys.contentType.sys.id, field, message } }
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
    return issueFor(entry, 'path', `expected a path starting with "/" (got ${JSON.stringify(rawPath)})`)
  }
  const parsed = pageSchema.safeParse(candidate)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    return issueFor(entry, first?.path.join('.') || 'fields', first?.message ?? 'invalid')
  }

  const pageTypeId = pageTypeIdOf(parsed.data)
  const fieldsSchema = pageTypeId ? pageTypeFieldsSchemas[pageTypeId] : undefined
  if (!fieldsSchema) return { ok: true, page: parsed.data }
  const typed = fieldsSchema.safeParse(parsed.data.fields)
  if (!typed.success) {
    const first = typed.error.issues[0]
    return issueFor(entry, first?.path.join('.') || 'fields', first?.message ?? 'invalid')
  }
  // The page type's own parse may drop broken parts (a story step without an image): serve what it kept.
  return { ok: true, page: { ...parsed.data, fields: typed.data as Page['fields'] } }
}
