/**
 * The siteSettings singleton -> SiteSettings. Each region's part is validated on its own, so a
 * malformed navigation entry breaks only the navigation region (it reports and renders nothing).
 */
import { z } from 'zod'
import {
  actionModalSchema,
  modalCopySchema,
  type ModalCopy,
  navLinkSchema,
  type ActionModal,
  type Labels,
  type NavLink,
  type RegionData,
  type SiteSettings,
} from '../../content-model/content-model.ts'
import { messages } from '../../shared/i18n/messages.ts'
import type { ValueNormalizer } from './normalize-values.ts'
import type { RawEntry } from './space-snapshot.ts'

/** Reports a problem with one field of the settings entry (the site keeps going without it). */
export type ReportSettingsProblem = (field: string, message: string) => void

function part<T>(schema: z.ZodType<T>, candidate: unknown, where: string, report: ReportSettingsProblem): RegionData<T> {
  const parsed = schema.safeParse(candidate)
  if (parsed.success) return { ok: true, value: parsed.data }
  const first = parsed.error.issues[0]
  const path = [where, ...(first?.path ?? [])].join('.')
  report(path, `${first?.message ?? 'invalid'}; the region is left out`)
  return { ok: false, error: `${path}: ${first?.message ?? 'invalid'}` }
}

const barSchema = z.object({ text: z.string().min(1), link: navLinkSchema.nullable() }).nullable()

/** The settings entry's own fields; what depends on the pages (the search page) is added by the index. */
export function normalizeSiteSettings(entry: RawEntry | undefined, values: ValueNormalizer, report: ReportSettingsProblem): Omit<SiteSettings, 'searchPath'> {
  const { reader, locale } = values
  const field = (id: string) => (entry ? reader.field(entry, id, locale) : undefined)
  const linkList = (id: string): Partial<NavLink>[] => {
    const links = field(id)
    if (links === undefined) return []
    if (!Array.isArray(links)) return links as never
    // A link to an unpublished entry, or with nowhere to go, is dropped like the Delivery API does.
    return links.flatMap((link) => {
      const target = values.linkedEntry(link)
      const navLink = target ? values.navLink(target) : null
      return navLink ? [navLink] : []
    })
  }
  const singleLink = (id: string): Partial<NavLink> | null => {
    const target = values.linkedEntry(field(id))
    return target ? values.navLink(target) : null
  }
  const text = (id: string) => (entry ? values.text(entry, id) : null)
  const bar = (textField: string, linkField: string) => {
    const barText = text(textField)
    return barText === null ? null : { text: barText, link: singleLink(linkField) }
  }

  const mobilization = field('mobilizationLabels') as { actionModals?: unknown } | undefined
  const actionModals: ActionModal[] = (Array.isArray(mobilization?.actionModals) ? mobilization.actionModals : [])
    .map((candidate) => actionModalSchema.safeParse(candidate))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
  const modalLabels: Record<string, ModalCopy> = {}
  const rawModalLabels = field('modalLabels')
  // A settingsKey whose copy is malformed is left out, so its modal never qualifies: a dialog with
  // made-up words over the campaign's page would be worse than none. It is reported.
  for (const [settingsKey, copy] of Object.entries(rawModalLabels && typeof rawModalLabels === 'object' ? rawModalLabels : {})) {
    const { heading, body, ctaLabel, ctaUrl, videoUrl } = (copy ?? {}) as Record<string, unknown>
    const asText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)
    const parsed = modalCopySchema.safeParse({
      heading,
      body: asText(body),
      ctaLabel: asText(ctaLabel),
      ctaUrl: asText(ctaUrl) ? (values.siteUrl(asText(ctaUrl) as string)?.href ?? null) : null,
      videoUrl: asText(videoUrl),
    })
    if (parsed.success) modalLabels[settingsKey] = parsed.data
    else {
      const first = parsed.error.issues[0]
      const field = first?.path.join('.') ?? ''
      const value = (copy as Record<string, unknown> | null)?.[field]
      const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      report(`modalLabels.${settingsKey}.${field}`, `${missing ? 'required, but not filled in' : (first?.message ?? 'invalid')}; the modal is not shown`)
    }
  }
  const fundraising = z
    .object({
      disabledStates: z.array(z.string()).default([]),
      alternativeActionLabel: z.string().trim().min(1).optional(),
      alternativeActionUrl: z.string().trim().min(1).optional(),
    })
    .safeParse(field('fundraisingLabels') ?? {})
  // What a visitor in a fundraising-disabled state is offered instead of a donate ask.
  const alternative: { alternativeActionLabel?: string; alternativeActionUrl?: string } = fundraising.success ? fundraising.data : {}
  const alternativeTarget = alternative.alternativeActionUrl ? values.siteUrl(alternative.alternativeActionUrl) : null

  const splashHeading = text('splashHeading')
  const siteName = text('siteName')
  // The home link needs a name: the built-in word for home, until the campaign names its site.
  if (siteName === null) report('siteName', 'required, but not filled in; the home link reads the site’s own word for home')
  return {
    siteName: siteName ?? messages[locale].homeLink,
    navigation: part(z.array(navLinkSchema), linkList('navigationLinks'), 'navigationLinks', report),
    footer: part(
      z.object({ links: z.array(navLinkSchema), text: z.string().nullable() }),
      { links: linkList('footerLinks'), text: text('footerText') },
      'footer',
      report,
    ),
    alertBar: part(barSchema, bar('alertBarText', 'alertBarLink'), 'alertBar', report),
    donateBar: part(barSchema, bar('donateBarText', 'donateBarLink'), 'donateBar', report),
    splash: part(
      z.object({ heading: z.string(), body: z.string().nullable(), link: navLinkSchema.nullable() }).nullable(),
      splashHeading === null ? null : { heading: splashHeading, body: text('splashBody'), link: singleLink('splashLink') },
      'splash',
      report,
    ),
    defaultShareImage: values.linkedAsset(field('defaultShareImage')),
    actionModals,
    modalLabels,
    disabledStates: fundraising.success ? fundraising.data.disabledStates.map((code) => code.toUpperCase()) : [],
    fundraisingAlternative:
      alternative.alternativeActionLabel && alternativeTarget ? { label: alternative.alternativeActionLabel, ...alternativeTarget } : null,
  }
}

/**
 * The CMS's UI strings. A label that is not text, or is empty, is reported and left out, so the
 * site's own catalogue speaks for it in the page's language.
 */
export function normalizeLabels(entry: RawEntry | undefined, values: ValueNormalizer, report: ReportSettingsProblem): Labels {
  const labels = entry ? values.reader.field(entry, 'labels', values.locale) : undefined
  if (labels === undefined || labels === null) return {}
  if (typeof labels !== 'object' || Array.isArray(labels)) {
    report('labels', 'expected an object of label keys to text; the built-in labels are used')
    return {}
  }
  return Object.fromEntries(
    Object.entries(labels).filter((pair): pair is [string, string] => {
      const usable = typeof pair[1] === 'string' && pair[1].trim() !== ''
      if (!usable) report(`labels.${pair[0]}`, 'expected text; the built-in label is used')
      return usable
    }),
  )
}
