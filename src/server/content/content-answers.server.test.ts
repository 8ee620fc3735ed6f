/**
 * The content answers are made once per content object: the same view, settings and labels give
 * the same answer to every visitor, an editor's preview is made afresh, and another site URL or
 * takeover state is another answer. Built from the embedded export.
 */
import { describe, expect, it } from 'vitest'
import { pageWithExperiments } from '../experiments/page-with-experiments.server.ts'
import { answeredView, labelSet, previewedView, settingsForBrowser } from './content-answers.server.ts'
import { buildContentIndex } from './content-index.ts'
import { readExportFile } from './read-export-file.ts'

const index = buildContentIndex(await readExportFile('content/export.json'))
const locale = 'en-US'
const [page] = index.pages(locale)
if (!page) throw new Error('the export has no page')
const view = pageWithExperiments(page, [], {})
const context = { settings: index.siteSettings(locale), siteUrl: 'https://example.org', takeoversMayShow: true, statePage: null }

describe('answeredView', () => {
  it('answers the same object for the same view and context, with the page’s head for that site', () => {
    const answer = answeredView(view, context)
    expect(answeredView(view, { ...context })).toBe(answer)
    expect(answer.head.links.some((link) => 'href' in link && String(link.href).startsWith('https://example.org'))).toBe(true)
    expect(answer.problems).toEqual([])
  })

  it('answers anew for another site URL, and without takeovers when none may show', () => {
    expect(answeredView(view, { ...context, siteUrl: 'https://example.com' })).not.toBe(answeredView(view, context))
    expect(answeredView(view, { ...context, takeoversMayShow: false }).page.fundraisingTakeovers).toEqual([])
  })

  it('answers once per state page choice, which the answer carries for the page’s control', () => {
    const offered = { ...context, statePage: { state: 'ia', shown: false } }
    expect(answeredView(view, offered)).toBe(answeredView(view, { ...offered, statePage: { state: 'ia', shown: false } }))
    expect(answeredView(view, offered).statePage).toEqual({ state: 'ia', shown: false })
    expect(answeredView(view, context).statePage).toBeNull()
  })

  it('makes an editor’s preview for each request, with its problems', () => {
    const problems = [{ field: 'title', message: 'missing' }]
    const preview = previewedView(view, context, problems)
    expect(preview.problems).toEqual(problems)
    expect(previewedView(view, context, problems)).not.toBe(preview)
  })
})

describe('settingsForBrowser and labelSet', () => {
  it('leave out what the browser does not get, once per content', () => {
    const settings = settingsForBrowser(index.siteSettings(locale))
    expect(settings).not.toHaveProperty('actionModals')
    expect(settings).not.toHaveProperty('defaultShareImage')
    expect(settingsForBrowser(index.siteSettings(locale))).toBe(settings)
  })

  it('answer a set of groups whatever order it is named in, once per content', () => {
    const labels = labelSet(index.labels(locale), locale, ['shell', 'notFound'])
    expect(labelSet(index.labels(locale), locale, ['notFound', 'shell'])).toBe(labels)
    expect(Object.keys(labels).length).toBeGreaterThan(0)
  })
})
