/**
 * content:check against a Contentful space: the Delivery API's entries (through the Sync API)
 * and content types, answered by MSW in Contentful's format, give exactly the problems the same
 * content gives as an export file.
 */
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildContentIndex } from '../../src/server/content/content-index.ts'
import { checkContent } from '../../src/server/content/check/check-content.ts'
import { checkExport, cleanExport, entry, link, localized, type TestExport } from '../fixtures/check-export-fixture.ts'
import { contentfulCheckSource } from '../../src/server/content/check/check-sources.server.ts'
import { contentfulHandlers, deliveryDataFromExport, DELIVERY_HOST } from '../mocks/contentful-handlers.ts'
import { server } from '../mocks/server.ts'

const SPACE = 'checkspace1'
const TOKEN = 'delivery-token-0123456789'

function space(data: TestExport) {
  const published = { ...data, entries: data.entries.map((item) => ({ ...item, sys: { ...item.sys, publishedVersion: 1 } })) }
  const contentTypes = data.contentTypes.map((type) => ({ ...type, sys: { ...type.sys, type: 'ContentType' } }))
  server.use(
    ...contentfulHandlers({ spaceId: SPACE, deliveryToken: TOKEN, delivery: deliveryDataFromExport(published, SPACE) }),
    http.get(`https://${DELIVERY_HOST}/spaces/${SPACE}/environments/master/content_types`, () =>
      HttpResponse.json({ sys: { type: 'Array' }, total: contentTypes.length, skip: 0, limit: 1000, items: contentTypes }),
    ),
  )
}

describe('content:check on a Contentful space', () => {
  it('finds the same problems as in the export file, fallbacks included', async () => {
    const data = cleanExport()
    data.entries.push(entry('linkGone', 'navigationLink', { label: localized('Gone', 'Se fue'), url: localized('/gone') }))
    const settings = data.entries.find((item) => item.sys.contentType.sys.id === 'siteSettings')
    if (settings) settings.fields.navigationLinks = { 'en-US': [link('linkAbout'), link('linkGone')] }
    space(data)

    const loaded = await contentfulCheckSource({ spaceId: SPACE, environment: 'master', accessToken: TOKEN }).load()
    const problems = [...loaded.problems, ...checkContent({ snapshot: loaded.snapshot, index: buildContentIndex(loaded.snapshot), contentTypes: loaded.contentTypes })]

    expect(problems.map((problem) => [problem.check, problem.entryId, problem.locale, problem.field])).toEqual([
      ['links', 'linkGone', 'en-US', 'url'],
      ['links', 'linkGone', 'es-MX', 'url'],
      ['fallbacks', 'linkGone', 'es-MX', 'url'],
    ])
    expect(problems).toEqual(checkExport(data))
  })
})
