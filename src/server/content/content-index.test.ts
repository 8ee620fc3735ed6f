/**
 * What visitors get from a content export: every page at its URL in both languages, menus that
 * link to those URLs, rich text with what it embeds, and one broken entry never taking the rest
 * of the site with it. Expectations are derived from the raw export JSON, so the tests hold for
 * any valid export (content/export.json and tests/fixtures/alternate-export.json); malformed
 * snapshots are clones of the embedded export with one thing changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageContentTypes } from '../../page-types/page-type-manifests.ts'
import { LOCALES, type Locale } from '../../shared/locale.ts'
import { buildContentIndex, type ContentIndex } from './content-index.ts'
import { readExportFile } from './read-export-file.ts'

type Json = Record<string, unknown>
type Localized = Record<string, unknown>
type RawEntry = { sys: { id: string; contentType: { sys: { id: string } } } & Json; fields: Record<string, Localized> }
type RawAsset = { sys: { id: string } & Json; fields: Record<string, Localized> }
type ExportJson = { entries: RawEntry[]; assets: RawAsset[]; locales: Array<{ code: string; default?: boolean }> } & Json
type RichNode = { nodeType: string; data?: { target?: { sys: { id: string; linkType: string } } }; content?: RichNode[] }

const EMBEDDED = 'content/export.json'
const ALTERNATE = 'tests/fixtures/alternate-export.json'
const PAGE_TYPES: ReadonlySet<string> = new Set(pageContentTypes)
const OTHER: Record<Locale, Locale> = { 'en-US': 'es-MX', 'es-MX': 'en-US' }

const readRaw = (path: string): ExportJson => JSON.parse(readFileSync(path, 'utf8')) as ExportJson

// ---------------------------------------------------------------------------------------------
// Expectations computed from the raw export, independently of the code under test.

const typeOf = (entry: RawEntry) => entry.sys.contentType.sys.id
const isPage = (entry: RawEntry) => PAGE_TYPES.has(typeOf(entry))
const pagesOf = (raw: ExportJson) => raw.entries.filter(isPage)
const entriesOfType = (raw: ExportJson, type: string) => raw.entries.filter((entry) => typeOf(entry) === type)
const firstOfType = (raw: ExportJson, type: string): RawEntry => {
  const found = entriesOfType(raw, type)[0]
  if (!found) throw new Error(`the export has no ${type} entry`)
  return found
}
const nonHomePages = (raw: ExportJson) => pagesOf(raw).filter((entry) => typeOf(entry) !== 'campaignHomepage')

const present = (value: unknown) => value !== undefined && value !== null && value !== ''
/** Contentful's per-field fallback: the locale's own value, else en-US. */
const localized = (field: Localized | undefined, locale: Locale): unknown =>
  present(field?.[locale]) ? field?.[locale] : present(field?.['en-US']) ? field?.['en-US'] : undefined

/** The public URL of a CMS path: "--…" dropped, "/es" added for es-MX. */
function publicUrl(cmsPath: string, locale: Locale): string {
  let path = cmsPath.split('--')[0] ?? '/'
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (path === '') path = '/'
  if (locale === 'en-US') return path
  return path === '/' ? '/es' : `/es${path}`
}
const pageUrl = (entry: RawEntry, locale: Locale) => publicUrl(localized(entry.fields.path, locale) as string, locale)

const linkTargetId = (value: unknown) => (value as { sys: { id: string } }).sys.id
const linkEntry = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } })
const linkAsset = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } })

function richTextTargets(node: RichNode | undefined, into: Array<{ id: string; linkType: string }> = []) {
  if (!node) return into
  const target = node.data?.target
  if (target?.sys) into.push({ id: target.sys.id, linkType: target.sys.linkType })
  for (const child of node.content ?? []) richTextTargets(child, into)
  return into
}

/** A rich-text document as served: hyperlinks to site paths ("/donate") move into the language. */
function withSitePathsLocalized(node: RichNode, locale: Locale): RichNode {
  const copy = structuredClone(node) as RichNode & { data?: { uri?: unknown } }
  const uri = copy.data?.uri
  if (copy.nodeType === 'hyperlink' && typeof uri === 'string' && uri.startsWith('/') && !uri.startsWith('//')) copy.data = { ...copy.data, uri: publicUrl(uri, locale) }
  if (Array.isArray(copy.content)) copy.content = copy.content.map((child) => withSitePathsLocalized(child, locale))
  return copy
}

function expectedNavLink(raw: ExportJson, linkId: string, locale: Locale) {
  const entry = raw.entries.find((candidate) => candidate.sys.id === linkId)
  if (!entry) return null
  const label = localized(entry.fields.label, locale)
  const pageLink = localized(entry.fields.page, locale)
  const page = pageLink ? raw.entries.find((candidate) => candidate.sys.id === linkTargetId(pageLink)) : undefined
  if (page && isPage(page)) return { label, href: pageUrl(page, locale), external: false }
  const url = localized(entry.fields.url, locale) as string
  if (url.startsWith('/')) return { label, href: publicUrl(url, locale), external: false }
  return { label, href: url, external: true }
}

// ---------------------------------------------------------------------------------------------
// Building indexes from (modified) exports, through readExportFile as the site does.

const temp = mkdtempSync(join(tmpdir(), 'content-index-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))
let written = 0

async function indexOf(raw: ExportJson): Promise<ContentIndex> {
  written += 1
  const file = join(temp, `export-${written}.json`)
  writeFileSync(file, JSON.stringify(raw))
  return buildContentIndex(await readExportFile(file))
}

/** The embedded export, cloned, with one change made by `change`. */
async function embeddedWith(change: (raw: ExportJson) => void): Promise<{ raw: ExportJson; index: ContentIndex }> {
  const raw = readRaw(EMBEDDED)
  change(raw)
  return { raw, index: await indexOf(raw) }
}

function expectEveryPageServed(raw: ExportJson, index: ContentIndex, except: string[] = []) {
  const pages = pagesOf(raw).filter((entry) => !except.includes(entry.sys.id))
  expect(pages.length).toBeGreaterThan(0)
  for (const entry of pages) {
    for (const locale of LOCALES) {
      expect(index.page(locale, pageUrl(entry, locale))?.id, `${entry.sys.id} in ${locale}`).toBe(entry.sys.id)
    }
  }
}

const richTextDocument = (...content: RichNode[]) => ({ nodeType: 'document', data: {}, content })
const paragraph = (...content: RichNode[]): RichNode => ({ nodeType: 'paragraph', data: {}, content } as RichNode)
const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} }) as unknown as RichNode
const entryHyperlink = (id: string): RichNode => ({ nodeType: 'entry-hyperlink', data: { target: linkEntry(id) }, content: [text('a link')] })
const embeddedEntry = (id: string): RichNode => ({ nodeType: 'embedded-entry-block', data: { target: linkEntry(id) }, content: [] })
const embeddedAsset = (id: string): RichNode => ({ nodeType: 'embedded-asset-block', data: { target: linkAsset(id) }, content: [] })

type BodyField = { document: RichNode; entries: Record<string, { href: string | null }>; assets: Record<string, { url: string }> }
const bodyOf = (index: ContentIndex, locale: Locale, url: string) => index.page(locale, url)?.fields.body as BodyField | undefined

// ---------------------------------------------------------------------------------------------

describe.each([EMBEDDED, ALTERNATE])('the site built from %s', (path) => {
  const raw = readRaw(path)
  const indexPromise = readExportFile(path).then(buildContentIndex)

  it('has pages to check', () => {
    expect(pagesOf(raw).length).toBeGreaterThan(0)
  })

  it('serves every page at its localized path in both languages', async () => {
    const index = await indexPromise
    expect(index.issues).toEqual([])
    expectEveryPageServed(raw, index)
    for (const locale of LOCALES) expect(index.pages(locale)).toHaveLength(pagesOf(raw).length)
  })

  it('shows each page’s title and summary in the page’s language, in English where Spanish is missing', async () => {
    const index = await indexPromise
    for (const entry of pagesOf(raw)) {
      for (const locale of LOCALES) {
        const page = index.page(locale, pageUrl(entry, locale))
        expect(page?.locale).toBe(locale)
        expect(page?.title).toBe(localized(entry.fields.title, locale))
        expect(page?.summary ?? undefined).toBe(localized(entry.fields.summary, locale))
      }
    }
  })

  it('serves Spanish pages under /es and the Spanish homepage at /es', async () => {
    const index = await indexPromise
    for (const page of index.pages('es-MX')) expect(page.path === '/es' || page.path.startsWith('/es/')).toBe(true)
    for (const page of index.pages('en-US')) expect(page.path === '/es' || page.path.startsWith('/es/')).toBe(false)
  })

  const hasSuffixedPath = pagesOf(raw).some((entry) => LOCALES.some((locale) => String(localized(entry.fields.path, locale)).includes('--')))

  it.runIf(hasSuffixedPath)('drops everything from "--" in a path', async () => {
    const index = await indexPromise
    for (const entry of pagesOf(raw)) {
      for (const locale of LOCALES) {
        const cmsPath = localized(entry.fields.path, locale) as string
        if (!cmsPath.includes('--')) continue
        expect(index.page(locale, publicUrl(cmsPath, locale))?.id).toBe(entry.sys.id)
        const withSuffix = locale === 'en-US' ? cmsPath : `/es${cmsPath}`
        expect(index.page(locale, withSuffix)).toBeNull()
      }
    }
  })

  it('gives each page the URL of the same page in the other language', async () => {
    const index = await indexPromise
    for (const entry of pagesOf(raw)) {
      for (const locale of LOCALES) {
        const page = index.page(locale, pageUrl(entry, locale))
        expect(page?.alternates).toEqual({ 'en-US': pageUrl(entry, 'en-US'), 'es-MX': pageUrl(entry, 'es-MX') })
        expect(index.page(OTHER[locale], page?.alternates[OTHER[locale]] ?? '')?.id).toBe(entry.sys.id)
      }
    }
  })

  it('links the header and footer menus to the pages’ URLs in each language', async () => {
    const index = await indexPromise
    const settings = firstOfType(raw, 'siteSettings')
    for (const locale of LOCALES) {
      const header = ((localized(settings.fields.navigationLinks, locale) ?? []) as unknown[]).map((link) =>
        expectedNavLink(raw, linkTargetId(link), locale),
      )
      const footer = ((localized(settings.fields.footerLinks, locale) ?? []) as unknown[]).map((link) =>
        expectedNavLink(raw, linkTargetId(link), locale),
      )
      const site = index.siteSettings(locale)
      expect(site.navigation).toEqual({ ok: true, value: header })
      expect(site.footer).toEqual({ ok: true, value: { links: footer, text: localized(settings.fields.footerText, locale) ?? null } })
      for (const link of [...header, ...footer]) {
        if (link && !link.external) expect(index.page(locale, link.href), `${link.href} in ${locale}`).not.toBeNull()
      }
    }
  })

  it('keeps the alert bar and donate bar in each language', async () => {
    const index = await indexPromise
    const settings = firstOfType(raw, 'siteSettings')
    for (const locale of LOCALES) {
      for (const [region, textField, linkField] of [
        ['alertBar', 'alertBarText', 'alertBarLink'],
        ['donateBar', 'donateBarText', 'donateBarLink'],
      ] as const) {
        const barText = localized(settings.fields[textField], locale)
        const barLink = localized(settings.fields[linkField], locale)
        const expected = barText
          ? { text: barText, link: barLink ? expectedNavLink(raw, linkTargetId(barLink), locale) : null }
          : null
        expect(index.siteSettings(locale)[region]).toEqual({ ok: true, value: expected })
      }
    }
  })

  it('carries the pages and images that rich text embeds or links to', async () => {
    const index = await indexPromise
    const entryIds = new Set(raw.entries.map((entry) => entry.sys.id))
    const assetIds = new Set(raw.assets.map((asset) => asset.sys.id))
    for (const entry of pagesOf(raw)) {
      for (const locale of LOCALES) {
        const document = localized(entry.fields.body, locale) as RichNode | undefined
        if (!document) continue
        const targets = richTextTargets(document)
        const body = bodyOf(index, locale, pageUrl(entry, locale))
        const linkedEntries = new Set(targets.filter((t) => t.linkType === 'Entry' && entryIds.has(t.id)).map((t) => t.id))
        const linkedAssets = new Set(targets.filter((t) => t.linkType === 'Asset' && assetIds.has(t.id)).map((t) => t.id))
        expect(body?.document).toEqual(withSitePathsLocalized(document, locale))
        expect(Object.keys(body?.entries ?? {}).sort()).toEqual([...linkedEntries].sort())
        expect(Object.keys(body?.assets ?? {}).sort()).toEqual([...linkedAssets].sort())
        for (const id of linkedEntries) {
          const target = raw.entries.find((candidate) => candidate.sys.id === id) as RawEntry
          if (isPage(target)) expect(body?.entries[id]?.href).toBe(pageUrl(target, locale))
        }
      }
    }
  })
})

describe('the site built from a modified copy of the embedded export', () => {
  it('uses English for a field missing in Spanish and keeps the rest of the page in Spanish', async () => {
    let victim: RawEntry | undefined
    const { index } = await embeddedWith((raw) => {
      victim = pagesOf(raw).find(
        (entry) =>
          present(entry.fields.summary?.['es-MX']) &&
          present(entry.fields.title?.['es-MX']) &&
          entry.fields.title?.['es-MX'] !== entry.fields.title?.['en-US'],
      )
      if (!victim) throw new Error('no page with Spanish title and summary')
      delete victim.fields.summary?.['es-MX']
    })
    const page = index.page('es-MX', pageUrl(victim as RawEntry, 'es-MX'))
    expect(page?.summary).toBe(victim?.fields.summary?.['en-US'])
    expect(page?.title).toBe(victim?.fields.title?.['es-MX'])
  })

  it('serves a page whose Spanish path ends in "--…" at the path without it', async () => {
    let victim: RawEntry | undefined
    const { index } = await embeddedWith((raw) => {
      victim = nonHomePages(raw)[0]
      const fields = (victim as RawEntry).fields
      fields.path = { ...fields.path, 'es-MX': `${localized(fields.path, 'es-MX') as string}--2027` }
    })
    const spanish = (victim as RawEntry).fields.path?.['es-MX'] as string
    const expected = `/es${spanish.slice(0, spanish.indexOf('--'))}`
    expect(index.page('es-MX', expected)?.id).toBe(victim?.sys.id)
    expect(index.page('es-MX', `/es${spanish}`)).toBeNull()
    expect(index.page('en-US', pageUrl(victim as RawEntry, 'en-US'))?.alternates['es-MX']).toBe(expected)
  })

  it('carries embedded pages and images in rich text, with the page’s URL in each language', async () => {
    let host: RawEntry | undefined
    let linked: RawEntry | undefined
    let image: RawAsset | undefined
    const { index } = await embeddedWith((raw) => {
      ;[host, linked] = nonHomePages(raw)
      image = raw.assets[0]
      if (!host || !linked || !image) throw new Error('need two pages and an asset')
      host.fields.body = {
        'en-US': richTextDocument(paragraph(text('See '), entryHyperlink(linked.sys.id)), embeddedEntry(linked.sys.id), embeddedAsset(image.sys.id)),
      }
    })
    for (const locale of LOCALES) {
      const body = bodyOf(index, locale, pageUrl(host as RawEntry, locale))
      expect(body?.entries[linked?.sys.id as string]?.href).toBe(pageUrl(linked as RawEntry, locale))
      expect(body?.assets[image?.sys.id as string]?.url).toBe((localized(image?.fields.file, locale) as { url: string }).url)
    }
  })

  it('does not hang on pages that link to each other in a loop', async () => {
    let first: RawEntry | undefined
    let second: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      ;[first, second] = nonHomePages(raw)
      if (!first || !second) throw new Error('need two pages')
      const a = first.sys.id
      const b = second.sys.id
      first.fields.body = { 'en-US': richTextDocument(paragraph(entryHyperlink(b), entryHyperlink(a)), embeddedEntry(b)) }
      second.fields.body = { 'en-US': richTextDocument(embeddedEntry(a), paragraph(entryHyperlink(a))) }
      // The same loop through a links field the code does not know.
      first.fields.relatedPages = { 'en-US': [linkEntry(b), linkEntry(a)] }
      second.fields.relatedPages = { 'en-US': [linkEntry(a)] }
    })
    expectEveryPageServed(raw, index)
    for (const locale of LOCALES) {
      expect(bodyOf(index, locale, pageUrl(first as RawEntry, locale))?.entries[second?.sys.id as string]?.href).toBe(
        pageUrl(second as RawEntry, locale),
      )
      expect(bodyOf(index, locale, pageUrl(second as RawEntry, locale))?.entries[first?.sys.id as string]?.href).toBe(
        pageUrl(first as RawEntry, locale),
      )
    }
  })

  it('skips a page with no title, reports it once with its id and field "title", and serves every other page', async () => {
    let victim: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      victim = nonHomePages(raw)[0]
      delete victim?.fields.title
    })
    const id = victim?.sys.id as string
    const issues = index.issues.filter((issue) => issue.entryId === id)
    expect(issues).toEqual([expect.objectContaining({ entryId: id, field: 'title' })])
    for (const locale of LOCALES) expect(index.page(locale, pageUrl(victim as RawEntry, locale))).toBeNull()
    expectEveryPageServed(raw, index, [id])
  })

  it('serves a page whose body is a string instead of rich text without its body, reporting field "body" once for both languages', async () => {
    let victim: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      victim = firstOfType(raw, 'contentDetail')
      victim.fields.body = { 'en-US': 'Just some text', 'es-MX': 'Solo texto' }
    })
    const id = victim?.sys.id as string
    const reported = index.issues.filter((issue) => issue.entryId === id)
    expect(reported).toEqual([expect.objectContaining({ field: 'body', locale: 'en-US, es-MX', skipped: 'field' })])
    for (const locale of LOCALES) expect(index.page(locale, pageUrl(victim as RawEntry, locale))?.fields.body).toBeUndefined()
    expectEveryPageServed(raw, index)
  })

  describe('a page broken only in Spanish', () => {
    const build = () =>
      embeddedWith((raw) => {
        const victim = firstOfType(raw, 'contentDetail')
        victim.fields.body = { ...victim.fields.body, 'es-MX': 'Solo texto, sin formato' }
      })

    it('stays served in English', async () => {
      const { raw, index } = await build()
      const victim = firstOfType(raw, 'contentDetail')
      expect(index.page('en-US', pageUrl(victim, 'en-US'))?.id).toBe(victim.sys.id)
    })

    it('is reported with its id and field "body", not silently missing from /es', async () => {
      const { raw, index } = await build()
      const victim = firstOfType(raw, 'contentDetail')
      const served = index.page('es-MX', pageUrl(victim, 'es-MX'))
      if (!served) expect(index.issues).toContainEqual(expect.objectContaining({ entryId: victim.sys.id, field: 'body' }))
    })

    it('does not send the language switch of the English page to a Spanish page that is not served', async () => {
      const { raw, index } = await build()
      const victim = firstOfType(raw, 'contentDetail')
      const english = index.page('en-US', pageUrl(victim, 'en-US'))
      const alternate = english?.alternates['es-MX']
      if (alternate) expect(index.page('es-MX', alternate)?.id).toBe(victim.sys.id)
    })
  })

  it('turns off only the header menu when a menu link has no label; footer and alert bar stay', async () => {
    const { raw: original, index: before } = await embeddedWith(() => {})
    const { index } = await embeddedWith((raw) => {
      const template = firstOfType(raw, 'navigationLink')
      const broken = structuredClone(template)
      broken.sys.id = 'navLinkWithoutLabel'
      delete broken.fields.label
      delete broken.fields.url
      broken.fields.page = { 'en-US': linkEntry((pagesOf(raw)[0] as RawEntry).sys.id) }
      raw.entries.push(broken)
      const settings = firstOfType(raw, 'siteSettings')
      settings.fields.navigationLinks = Object.fromEntries(
        Object.entries(settings.fields.navigationLinks ?? { 'en-US': [] }).map(([locale, links]) => [
          locale,
          [...(links as unknown[]), linkEntry('navLinkWithoutLabel')],
        ]),
      )
    })
    for (const locale of LOCALES) {
      const site = index.siteSettings(locale)
      expect(site.navigation.ok).toBe(false)
      if (!site.navigation.ok) {
        expect(site.navigation.error).toContain('navigationLinks')
        expect(site.navigation.error).toContain('label')
      }
      expect(site.footer).toEqual(before.siteSettings(locale).footer)
      expect(site.footer.ok).toBe(true)
      expect(site.alertBar).toEqual(before.siteSettings(locale).alertBar)
      expect(site.alertBar.ok).toBe(true)
    }
    expectEveryPageServed(original, index)
  })

  it('serves the first of two pages with the same path and reports the second', async () => {
    let first: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      first = nonHomePages(raw)[0]
      if (!first) throw new Error('need a page')
      const copy = structuredClone(first)
      copy.sys.id = 'samePathSecondEntry'
      copy.fields.title = { 'en-US': 'The second page with this path', 'es-MX': 'La segunda página con esta ruta' }
      raw.entries.push(copy)
    })
    for (const locale of LOCALES) {
      const page = index.page(locale, pageUrl(first as RawEntry, locale))
      expect(page?.id).toBe(first?.sys.id)
      expect(page?.title).toBe(localized(first?.fields.title, locale))
    }
    expect(index.issues).toContainEqual(expect.objectContaining({ entryId: 'samePathSecondEntry', field: 'path' }))
    expect(index.pages('en-US').map((page) => page.id)).not.toContain('samePathSecondEntry')
    expectEveryPageServed(raw, index, ['samePathSecondEntry'])
  })

  it('ignores fields the code does not know and still serves the page', async () => {
    let victim: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      victim = nonHomePages(raw)[0]
      if (!victim) throw new Error('need a page')
      victim.fields.campaignTrackingCode = { 'en-US': 'FALL-26', 'es-MX': 'OTONO-26' }
      victim.fields.legacyOptions = { 'en-US': { layout: 'wide', columns: [1, 2] } }
      victim.fields.relatedImages = { 'en-US': raw.assets.slice(0, 2).map((asset) => linkAsset(asset.sys.id)) }
      const settings = firstOfType(raw, 'siteSettings')
      settings.fields.futureSetting = { 'en-US': { anything: true } }
    })
    const before = await indexOf(readRaw(EMBEDDED))
    expect(index.issues).toEqual([])
    expectEveryPageServed(raw, index)
    for (const locale of LOCALES) {
      const page = index.page(locale, pageUrl(victim as RawEntry, locale))
      expect(page?.title).toBe(localized(victim?.fields.title, locale))
      expect(index.siteSettings(locale)).toEqual(before.siteSettings(locale))
    }
  })

  it('drops links to entries and assets that are not in the space, and serves the page', async () => {
    let page: RawEntry | undefined
    let home: RawEntry | undefined
    const { raw, index } = await embeddedWith((raw) => {
      page = nonHomePages(raw)[0]
      home = firstOfType(raw, 'campaignHomepage')
      if (!page) throw new Error('need a page')
      page.fields.heroImage = { 'en-US': linkAsset('assetNotInSpace') }
      page.fields.body = {
        'en-US': richTextDocument(
          paragraph(text('Gone: '), entryHyperlink('entryNotInSpace')),
          embeddedEntry('entryNotInSpace'),
          embeddedAsset('assetNotInSpace'),
        ),
      }
      const featured = (home.fields.featuredPages?.['en-US'] ?? []) as unknown[]
      home.fields.featuredPages = { 'en-US': [...featured, linkEntry('entryNotInSpace')] }
    })
    expectEveryPageServed(raw, index)
    const featuredCount = ((home?.fields.featuredPages?.['en-US'] as unknown[]) ?? []).length - 1
    for (const locale of LOCALES) {
      const served = index.page(locale, pageUrl(page as RawEntry, locale))
      expect(served?.heroImage).toBeNull()
      const body = served?.fields.body as BodyField
      expect(body.entries).toEqual({})
      expect(body.assets).toEqual({})
      const featured = index.page(locale, pageUrl(home as RawEntry, locale))?.fields.featuredPages as Array<{ id: string }>
      expect(featured).toHaveLength(featuredCount)
      expect(featured.map((card) => card.id)).not.toContain('entryNotInSpace')
    }
  })

  it('drops a header menu link to an entry that is not in the space (unpublished) and keeps the menu', async () => {
    const before = await indexOf(readRaw(EMBEDDED))
    const { index } = await embeddedWith((raw) => {
      const settings = firstOfType(raw, 'siteSettings')
      const links = (settings.fields.navigationLinks?.['en-US'] ?? []) as unknown[]
      settings.fields.navigationLinks = { ...settings.fields.navigationLinks, 'en-US': [...links, linkEntry('unpublishedNavLink')] }
    })
    for (const locale of LOCALES) expect(index.siteSettings(locale).navigation).toEqual(before.siteSettings(locale).navigation)
  })

  it('drops a header menu link whose page is not in the space and keeps the menu', async () => {
    const before = await indexOf(readRaw(EMBEDDED))
    const { index } = await embeddedWith((raw) => {
      const link = structuredClone(firstOfType(raw, 'navigationLink'))
      link.sys.id = 'navLinkToMissingPage'
      link.fields = { label: { 'en-US': 'Gone', 'es-MX': 'Ya no' }, page: { 'en-US': linkEntry('unpublishedPage') } }
      raw.entries.push(link)
      const settings = firstOfType(raw, 'siteSettings')
      const links = (settings.fields.navigationLinks?.['en-US'] ?? []) as unknown[]
      settings.fields.navigationLinks = { ...settings.fields.navigationLinks, 'en-US': [...links, linkEntry('navLinkToMissingPage')] }
    })
    for (const locale of LOCALES) expect(index.siteSettings(locale).navigation).toEqual(before.siteSettings(locale).navigation)
  })

  it('adds /es to an internal takeover button URL on Spanish pages', async () => {
    let home: RawEntry | undefined
    let takeover: RawEntry | undefined
    const { index } = await embeddedWith((raw) => {
      home = firstOfType(raw, 'campaignHomepage')
      takeover = firstOfType(raw, 'fundraisingTakeover')
      takeover.fields.ctaUrl = { 'en-US': '/donate-today' }
      home.fields.fundraisingTakeovers = { 'en-US': [linkEntry(takeover.sys.id)] }
    })
    const shown = (locale: Locale) =>
      index.page(locale, pageUrl(home as RawEntry, locale))?.fundraisingTakeovers.find((item) => item.id === takeover?.sys.id)
    expect(shown('en-US')?.ctaUrl).toBe('/donate-today')
    expect(shown('es-MX')?.ctaUrl).toBe('/es/donate-today')
  })
})

describe('fundraising labels', () => {
  it('name the disabled states (upper-cased) and the alternative action, its site path in each language', async () => {
    const { index } = await embeddedWith((raw) => {
      const settings = firstOfType(raw, 'siteSettings')
      settings.fields.fundraisingLabels = {
        'en-US': { disabledStates: ['pr', 'GU'], alternativeActionLabel: 'Volunteer', alternativeActionUrl: '/volunteer' },
        'es-MX': { disabledStates: ['pr', 'GU'], alternativeActionLabel: 'Voluntariado', alternativeActionUrl: '/voluntariado' },
      }
    })
    expect(index.siteSettings('en-US')).toMatchObject({ disabledStates: ['PR', 'GU'], fundraisingAlternative: { label: 'Volunteer', href: '/volunteer', external: false } })
    expect(index.siteSettings('es-MX').fundraisingAlternative).toEqual({ label: 'Voluntariado', href: '/es/voluntariado', external: false })
  })

  it('leave the alternative out when its URL is unsafe or the labels are malformed, and keep the page', async () => {
    const { index } = await embeddedWith((raw) => {
      firstOfType(raw, 'siteSettings').fields.fundraisingLabels = { 'en-US': { disabledStates: ['PR'], alternativeActionLabel: 'Click', alternativeActionUrl: 'javascript:alert(1)' } }
    })
    expect(index.siteSettings('en-US').fundraisingAlternative).toBeNull()
    const malformed = await embeddedWith((raw) => {
      firstOfType(raw, 'siteSettings').fields.fundraisingLabels = { 'en-US': { disabledStates: 'PR' } }
    })
    expect(malformed.index.siteSettings('en-US')).toMatchObject({ disabledStates: [], fundraisingAlternative: null })
  })
})

describe('sign-up modals (ADR 059)', () => {
  it('hold the form of the page their link leads to, in each language; one whose link leads to no form is reported once and keeps its link', async () => {
    let formPage: RawEntry | undefined
    const { index } = await embeddedWith((raw) => {
      formPage = entriesOfType(raw, 'customFormPage').find((entry) => entry.fields.form !== undefined)
      if (!formPage) throw new Error('the export has no form page')
      const settings = firstOfType(raw, 'siteSettings')
      const entry = (settingsKey: string) => ({ settingsKey, modalType: 'calculatorSignup', pageTypes: ['policyCalculator'], stateCode: [], isFundraising: false, modalDelay: 1 })
      const actionModals = { actionModals: [entry('join'), entry('stray')] }
      settings.fields.mobilizationLabels = { 'en-US': actionModals, 'es-MX': actionModals }
      settings.fields.modalLabels = Object.fromEntries(
        LOCALES.map((locale) => [locale, { join: { heading: 'Join', ctaUrl: localized(formPage!.fields.path, locale) }, stray: { heading: 'Stray', ctaUrl: '/' } }]),
      )
    })
    for (const locale of LOCALES) {
      const url = pageUrl(formPage!, locale)
      expect(index.modalForms(locale), locale).toEqual({ join: { pageId: formPage!.sys.id, path: url, definition: index.page(locale, url)?.fields.form } })
      expect(index.siteSettings(locale).modalLabels.stray?.ctaUrl).toBe(locale === 'en-US' ? '/' : '/es')
    }
    const stray = index.issues.filter((issue) => issue.field.startsWith('modalLabels.'))
    expect(stray).toEqual([expect.objectContaining({ contentType: 'siteSettings', locale: 'en-US, es-MX', field: 'modalLabels.stray.form', skipped: 'field' })])
  })
})
