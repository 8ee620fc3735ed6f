/**
 * The normalized content the site works with, whichever source it came from.
 * The server validates content against these schemas where it enters (src/server/content);
 * browser code imports only the types, so zod stays out of the client bundle.
 */
import { z } from 'zod'

/** Any JSON value: what crosses from the server to the page must be serializable. */
export type Json = z.infer<ReturnType<typeof z.json>>

export type { ModalKind } from './content-constants.ts'

export const assetSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().min(1),
  contentType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number().nullable(),
})
export type Asset = z.infer<typeof assetSchema>

/**
 * Any linked entry, summarised for cards, embeds and links. href is set when it is a page.
 * A linked entry that is not a page (a plan topic, a story step) also carries its own fields,
 * normalized one level deep, for the page type that parses them.
 */
export const entrySummarySchema = z.object({
  id: z.string(),
  contentType: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  href: z.string().nullable(),
  image: assetSchema.nullable(),
  fields: z.record(z.string(), z.json()).optional(),
})
export type EntrySummary = z.infer<typeof entrySummarySchema>

/** What rich text shows of an entry it links to or embeds: a card's or a link's words and where it leads. */
const richTextEntrySchema = entrySummarySchema.pick({ title: true, summary: true, href: true })
export type RichTextEntry = z.infer<typeof richTextEntrySchema>

export const richTextSchema = z.object({
  document: z.object({ nodeType: z.literal('document'), data: z.json().optional(), content: z.array(z.json()) }),
  entries: z.record(z.string(), richTextEntrySchema),
  assets: z.record(z.string(), assetSchema),
})
export type RichText = z.infer<typeof richTextSchema>

export const navLinkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  external: z.boolean(),
})
export type NavLink = z.infer<typeof navLinkSchema>

export const takeoverSchema = z.object({
  id: z.string(),
  heading: z.string().min(1),
  body: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  image: assetSchema.nullable(),
})
export type Takeover = z.infer<typeof takeoverSchema>

const pageFlagsSchema = z.object({
  disableAlertBar: z.boolean(),
  disableDonateBar: z.boolean(),
  disableNavigation: z.boolean(),
  disableFooter: z.boolean(),
  enableSplashPage: z.boolean(),
})
export type PageFlags = z.infer<typeof pageFlagsSchema>

export const pageSchema = z.object({
  id: z.string(),
  /** The entry's content type id; null when the entry has none (docs/behaviour.md §3). */
  contentType: z.string().nullable(),
  locale: z.enum(['en-US', 'es-MX']),
  title: z.string().min(1),
  /** The public URL path of this page in its locale ("/es/…" for es-MX). */
  path: z.string().startsWith('/'),
  summary: z.string().nullable(),
  heroImage: assetSchema.nullable(),
  settings: z.record(z.string(), z.json()),
  flags: pageFlagsSchema,
  fundraisingTakeovers: z.array(takeoverSchema),
  fundraisingTakeoverEndDate: z.string().nullable(),
  /** The same page's URL in each language, for the language switch and hreflang. */
  alternates: z.object({ 'en-US': z.string().nullable(), 'es-MX': z.string().nullable() }),
  updatedAt: z.string().nullable(),
  /** Every other field, localized and with links resolved; each page type parses its own. */
  fields: z.record(z.string(), z.json()),
})
export type Page = z.infer<typeof pageSchema>

export const actionModalSchema = z.object({
  settingsKey: z.string().min(1),
  modalType: z.string(),
  pageTypes: z.array(z.string()).default([]),
  stateCode: z.array(z.string()).default([]),
  isFundraising: z.boolean().default(false),
  modalDelay: z.number().nonnegative().default(1),
})
export type ActionModal = z.infer<typeof actionModalSchema>

/** The copy of one action modal, from modalLabels[settingsKey]. */
export const modalCopySchema = z.object({
  heading: z.string().min(1),
  body: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
})
export type ModalCopy = z.infer<typeof modalCopySchema>

/** How to vote in one state, for the polling locator. */
export const votingInformationSchema = z.object({
  id: z.string(),
  stateCode: z.string().length(2),
  stateName: z.string().nullable(),
  registrationDeadline: z.string().nullable(),
  earlyVoting: z.string().nullable(),
  officialLookupUrl: z.string().nullable(),
})
export type VotingInformation = z.infer<typeof votingInformationSchema>

/** A region's data: parsed on its own, so one malformed part breaks only its region. */
export type RegionData<T> = { ok: true; value: T } | { ok: false; error: string }

export type SiteSettings = {
  siteName: string
  navigation: RegionData<NavLink[]>
  footer: RegionData<{ links: NavLink[]; text: string | null }>
  alertBar: RegionData<{ text: string; link: NavLink | null } | null>
  donateBar: RegionData<{ text: string; link: NavLink | null } | null>
  splash: RegionData<{ heading: string; body: string | null; link: NavLink | null } | null>
  defaultShareImage: Asset | null
  actionModals: ActionModal[]
  modalLabels: Record<string, ModalCopy>
  disabledStates: string[]
  /** The non-fundraising action shown instead of donate asks in a disabled state (fundraisingLabels). */
  fundraisingAlternative: NavLink | null
  /** The language's site-search page (settings type searchPage), if the campaign has one: it takes `?q=`. */
  searchPath: string | null
}

export type Labels = Record<string, string>

export const planTopicSchema = z.object({
  /** The URL value of the topic filter (?topic=…). */
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  title: z.string().min(1),
})
export type PlanTopic = z.infer<typeof planTopicSchema>

/** A plan as listed, searched and filtered across the site (docs/behaviour.md §3, "all plans"). */
export type PlanSummary = { id: string; title: string; summary: string | null; href: string; image: Asset | null; topics: PlanTopic[] }

/**
 * Every plan, where the plans landing page is (null when the site has none), and the topics the
 * plans use, each once, in the language's alphabetical order: sorted on the server, where
 * collation costs a browser nothing (ADR 038).
 */
export type PlansCatalogue = { landingPath: string | null; plans: PlanSummary[]; topics: PlanSummary['topics'] }

export const personalizedContentSchema = z.object({
  id: z.string(),
  key: z.string().min(1),
  stateCodes: z.array(z.string()),
  heading: z.string().nullable(),
  body: z.string().nullable(),
})
export type PersonalizedContent = z.infer<typeof personalizedContentSchema>

const experimentVariationSchema = z.object({
  variationName: z.string().min(1),
  contentOverrides: z.record(z.string(), z.json()),
  /** The assets an "asset::<id>" override may name, by id. */
  assets: z.record(z.string(), assetSchema),
})

export const experimentSchema = z.object({
  id: z.string(),
  experimentName: z.string().min(1),
  isActive: z.boolean(),
  includeControlVariation: z.boolean(),
  conditions: z.object({ pageTypes: z.array(z.string()).optional(), pagePaths: z.array(z.string()).optional() }),
  variations: z.array(experimentVariationSchema),
})
export type Experiment = z.infer<typeof experimentSchema>
