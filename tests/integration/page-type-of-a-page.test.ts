/**
 * One answer to "which page type shows this page", for the server and the route alike. A
 * custom-form page whose settings name a type the site lacks — or the id of a page type matched by
 * its content type, which a custom-form page cannot be — is shown as the plain article; the server
 * parses its fields, decides its headers and keys its cached copies for that same page type.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { buildContentIndex } from '../../src/server/content/content-index.ts'
import { readExportFile } from '../../src/server/content/read-export-file.ts'
import { responseFactsOf, type PageRequest } from '../../src/server/http/page-request.server.ts'
import { pageResponsePolicy } from '../../src/server/http/response-policy.ts'
import { pageTypeResponsePolicy, urlParamsOfPageType } from '../../src/server/http/page-type-response-facts.ts'
import { SHELL_URL_PARAMS } from '../../src/page-types/page-type-manifest.ts'
import { fallbackPageType as fallback, pageTypeManifests, pageTypeOf, pageTypePolicy } from '../../src/page-types/page-type-manifests.ts'
import { pageTypeFor } from '../../src/page-types/registry.ts'
import { loadPageType } from '../../src/page-types/load-page-type.ts'
import { PageTypeOutlet } from '../../src/page-types/page-type-outlet.tsx'
import type { Page } from '../../src/content-model/content-model.ts'

type RawEntry = { sys: Record<string, unknown> & { id: string; contentType: { sys: Record<string, unknown> & { id: string } } }; fields: Record<string, Record<string, unknown>> }

const temp = mkdtempSync(join(tmpdir(), 'page-type-of-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

// A page type matched by content type whose render reads a parameter of its own and that search
// engines may list: a server deciding for it would key and head the page otherwise than the article.
const contentTypeMatched = pageTypeManifests.find((manifest) => 'contentType' in manifest.match && manifest.urlParams.length > 0)
if (!contentTypeMatched) throw new Error('no page type matched by content type reads a parameter of its own')

const body = (text: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }] })

async function indexWithCustomForms(types: Record<string, string>) {
  const raw = JSON.parse(readFileSync('content/export.json', 'utf8')) as { entries: RawEntry[] }
  const template = raw.entries.find((entry) => entry.sys.contentType.sys.id === 'customFormPage')
  if (!template) throw new Error('the export has no custom-form page to copy system fields from')
  for (const [path, type] of Object.entries(types)) {
    raw.entries.push({
      sys: { ...template.sys, id: `custom${path.replaceAll('/', '-')}` },
      fields: { title: { 'en-US': `Page named ${type}` }, path: { 'en-US': path }, settings: { 'en-US': { type } }, body: { 'en-US': body(`The body of ${path}`) }, page: { 'en-US': 3 } },
    })
  }
  const file = join(temp, 'export.json')
  writeFileSync(file, JSON.stringify(raw))
  return buildContentIndex(await readExportFile(file))
}

function requestFor(index: Awaited<ReturnType<typeof indexWithCustomForms>>, page: Page): PageRequest {
  return { index, locale: 'en-US', path: page.path, page, statePage: null, assignment: null, location: { location: null, changed: false }, shownState: null, visitor: true, preview: false, formPost: false }
}

describe('the page type that shows a custom-form page of a type the site lacks', () => {
  it.each([
    ['/named-nothing-known', 'noSuchPageType'],
    ['/named-by-content-type', contentTypeMatched.id],
  ])('is the one the server decides for and the route renders (%s)', async (path, type) => {
    const index = await indexWithCustomForms({ [path]: type })
    const page = index.page('en-US', path)
    if (!page) throw new Error(`${path} is not served`)

    // The server: headers and cache key from the page type it resolved for the request.
    const facts = responseFactsOf(requestFor(index, page))
    if (facts.kind !== 'page') throw new Error('the page is not found')
    const headers = pageResponsePolicy(facts, { secure: true, embedAncestors: [], siteHost: true })
    expect(pageTypeOf(page)).toBe(fallback)
    expect(facts.pageType).toEqual(pageTypeResponsePolicy(fallback))
    expect(urlParamsOfPageType(pageTypeOf(page))).toEqual(SHELL_URL_PARAMS)
    expect(headers.robots).toBe(pageTypePolicy(fallback).seo.index ? null : 'noindex')

    // Its fields are the article's: the body kept, what the named type would read left out.
    expect(page.fields).toEqual({ body: expect.objectContaining({ document: expect.anything() }) })
    expect(index.problemsOf('en-US', page.id).map((problem) => problem.field)).toEqual(['settings.type'])

    // The route: the outlet renders the same page type, with the body.
    const definition = pageTypeFor(page)
    expect(definition.id).toBe(fallback)
    await loadPageType(definition)
    const html = renderToString(createElement(PageTypeOutlet, { page }))
    expect(html).toContain(`data-page-type="${fallback}"`)
    expect(html).toContain(`The body of ${path}`)
  })
})
