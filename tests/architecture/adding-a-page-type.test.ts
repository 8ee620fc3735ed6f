/**
 * Adding a page type is its folder and one line in each binding list: its facts in
 * page-type-manifests.ts, its fields spec in src/server/content/page-type-fields.ts, its component
 * in registry.ts (docs/decisions/054-page-type-facts-apart-from-bindings.md). A page type the site
 * does not have — a petition, in tests/fixtures/page-types/ — is added here the way a new folder
 * would be: one line to each list, and nothing else. Yet it is a page, routed, validated by its
 * spec, rendered by its component, shelled, indexed and framed as its facts say.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildContentIndex } from '../../src/server/content/content-index.ts'
import { readExportFile } from '../../src/server/content/read-export-file.ts'
import { headOfPage } from '../../src/server/seo/page-seo.ts'
import { isFrameable, pageContentTypes, pageTypeOf } from '../../src/page-types/page-type-manifests.ts'
import { pageTypeFor } from '../../src/page-types/registry.ts'
import { loadPageType } from '../../src/page-types/load-page-type.ts'
import { PageTypeOutlet } from '../../src/page-types/page-type-outlet.tsx'
import { hasMinimalNavigation, visibleRegions } from '../../src/features/shell/shell-regions.ts'
import { isListedInSearch } from '../../src/page-types/search-page/search-index.ts'
import { urlParamsOfPageType } from '../../src/server/http/page-type-response-facts.ts'
import type * as Manifests from '../../src/page-types/page-type-manifests.ts'
import type * as Fields from '../../src/server/content/page-type-fields.ts'
import type * as Registry from '../../src/page-types/registry.ts'

// The lines a new page type adds: its facts, its fields spec, its component, each to its list.
vi.mock('../../src/page-types/page-type-manifests.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Manifests>()
  const { pageTypesOf } = await import('../../src/page-types/page-type-manifest.ts')
  const { petitionPageType } = await import('../fixtures/page-types/petition/petition.page-type.ts')
  const pageTypeManifests = [...actual.pageTypeManifests, petitionPageType]
  return { ...actual, pageTypeManifests, ...pageTypesOf(pageTypeManifests) }
})
vi.mock('../../src/server/content/page-type-fields.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Fields>()
  const { petitionFields } = await import('../fixtures/page-types/petition/petition.fields.ts')
  const pageTypeFieldSpecs = { ...actual.pageTypeFieldSpecs, petition: petitionFields }
  return { ...actual, pageTypeFieldSpecs, ...actual.fieldSpecsOf(pageTypeFieldSpecs) }
})
vi.mock('../../src/page-types/registry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>()
  const { pageTypeManifests, pageTypeOf } = await import('../../src/page-types/page-type-manifests.ts')
  const pageTypeComponents = { ...actual.pageTypeComponents, petition: () => import('../fixtures/page-types/petition/petition.tsx') }
  return { ...actual, pageTypeComponents, ...actual.registryOf(pageTypeManifests, pageTypeComponents, pageTypeOf) }
})

type RawEntry = { sys: Record<string, unknown> & { id: string; contentType: { sys: Record<string, unknown> & { id: string } } }; fields: Record<string, Record<string, unknown>> }
type ExportJson = { entries: RawEntry[] } & Record<string, unknown>

const temp = mkdtempSync(join(tmpdir(), 'page-type-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** A content export with two petitions added: one whose goal is usable, one whose goal is not. */
async function indexWithPetitions() {
  const raw = JSON.parse(readFileSync('content/export.json', 'utf8')) as ExportJson
  // The system fields of an entry as an export writes them, from any page of the export.
  const template = raw.entries.find((entry) => entry.sys.contentType.sys.id === 'contentDetail')
  if (!template) throw new Error('the export has no article to copy system fields from')
  const petition = (id: string, path: string, goal: unknown): RawEntry => ({
    sys: { ...template.sys, id, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'petition' } } },
    fields: { title: { 'en-US': `Sign ${id}` }, path: { 'en-US': path }, goal: { 'en-US': goal }, pitch: { 'en-US': 'Every name counts.' } },
  })
  raw.entries.push(petition('petition-ok', '/sign-here', 500), petition('petition-bad', '/sign-there', 'many'))
  const file = join(temp, 'export.json')
  writeFileSync(file, JSON.stringify(raw))
  return buildContentIndex(await readExportFile(file))
}

describe('a page type added by its folder and one line per binding list', () => {
  it('is a page content type', () => {
    expect(pageContentTypes).toContain('petition')
  })

  it('is routed, its fields validated by its spec, and rendered by its component', async () => {
    const index = await indexWithPetitions()
    const page = index.page('en-US', '/sign-here')
    expect(page?.id).toBe('petition-ok')
    if (!page) return
    expect(pageTypeOf(page)).toBe('petition')
    expect(page.fields).toEqual({ goal: 500, pitch: 'Every name counts.' })

    // A malformed field leaves out only itself, and is reported with its entry.
    const lacking = index.page('en-US', '/sign-there')
    expect(lacking?.fields).toEqual({ pitch: 'Every name counts.' })
    expect(index.problemsOf('en-US', 'petition-bad').map((problem) => problem.field)).toEqual(['goal'])

    const definition = pageTypeFor(page)
    expect(definition.id).toBe('petition')
    await loadPageType(definition)
    const html = renderToString(createElement(PageTypeOutlet, { page }))
    expect(html).toContain('data-page-type="petition"')
    expect(html).toMatch(/data-petition-goal="">500</)
  })

  it('is shelled, indexed, listed, framed and cached as its facts say', async () => {
    const index = await indexWithPetitions()
    const page = index.page('en-US', '/sign-here')
    if (!page) throw new Error('the petition is not served')
    const regions = visibleRegions(page.flags, 'petition')
    expect(regions.has('donate-bar')).toBe(false)
    expect(regions.has('footer')).toBe(false)
    expect(regions.has('navigation')).toBe(true)
    expect(hasMinimalNavigation('petition')).toBe(true)

    const head = JSON.stringify(headOfPage(page, index.siteSettings('en-US'), 'https://site.test'))
    expect(head).toContain('"noindex"')
    expect(head).toContain('"og:type","content":"article"')
    expect(isListedInSearch(page)).toBe(false)

    expect(isFrameable('petition')).toBe(true)
    expect(isFrameable('contentDetail')).toBe(false)

    // Its own parameter, and — as it carries its own donation ask — the refcodes its ask reads.
    expect(urlParamsOfPageType('petition')).toEqual(expect.arrayContaining(['signer', 'refcode', 'utm_source']))
    expect(urlParamsOfPageType(pageTypeOf(index.page('en-US', '/') ?? page))).not.toContain('refcode')
  })
})
