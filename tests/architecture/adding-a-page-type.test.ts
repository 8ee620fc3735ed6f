/**
 * Adding a page type is its folder and one line: its manifest in page-type-manifests.ts
 * (docs/decisions/026-page-type-manifest.md). A page type the site does not have — a petition,
 * in tests/fixtures/page-types/ — is added here the way a new folder would be: its manifest to the
 * list, and nothing else. Yet it is a page, routed, validated by its spec, rendered by its
 * component, shelled, indexed and framed as its manifest says.
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
import { isFrameable, pageContentTypes, resolvePageTypeId } from '../../src/page-types/page-type-manifests.ts'
import { pageTypeFor } from '../../src/page-types/registry.ts'
import { loadPageType } from '../../src/page-types/load-page-type.ts'
import { PageTypeOutlet } from '../../src/page-types/page-type-outlet.tsx'
import { hasMinimalNavigation, visibleRegions } from '../../src/features/shell/shell-regions.ts'
import { isListedInSearch } from '../../src/page-types/search-page/search-index.ts'
import type * as Manifests from '../../src/page-types/page-type-manifests.ts'

// The one line a new page type adds: its manifest, in the list of manifests.
vi.mock('../../src/page-types/page-type-manifests.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Manifests>()
  const { pageTypesOf } = await import('../../src/page-types/page-type-manifest.ts')
  const { petitionPageType } = await import('../fixtures/page-types/petition/petition.page-type.ts')
  const pageTypeManifests = [...actual.pageTypeManifests, petitionPageType]
  return { ...actual, pageTypeManifests, ...pageTypesOf(pageTypeManifests) }
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

describe('a page type added by its folder and manifest', () => {
  it('is a page content type', () => {
    expect(pageContentTypes).toContain('petition')
  })

  it('is routed, its fields validated by its spec, and rendered by its component', async () => {
    const index = await indexWithPetitions()
    const page = index.page('en-US', '/sign-here')
    expect(page?.id).toBe('petition-ok')
    if (!page) return
    expect(resolvePageTypeId(page)).toBe('petition')
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

  it('is shelled, indexed, listed and framed as its manifest says', async () => {
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
  })
})
