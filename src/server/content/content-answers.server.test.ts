/**
 * The content answers: a view's answer carries no head (the server's render writes it, ADR 060), no takeover when none
 * may show and the state page choice; an editor's preview carries its problems; the browser's
 * settings and label sets leave out what the browser does not get. Built from the embedded export.
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
const context = { takeoversMayShow: true, statePage: null }

describe('answeredView', () => {
  it('answers with the page as the visitor sees it, and no head for crawlers', () => {
    const answer = answeredView(view, context)
    expect(answer.page.title).toBe(view.page.title)
    expect(answer).not.toHaveProperty('head')
    expect(answer.problems).toEqual([])
  })

  it('answers without takeovers when none may show', () => {
    expect(answeredView(view, { ...context, takeoversMayShow: false }).page.fundraisingTakeovers).toEqual([])
  })

  it('carries the state page choice for the page’s control', () => {
    const offered = { ...context, statePage: { state: 'ia', shown: false } }
    expect(answeredView(view, offered).statePage).toEqual({ state: 'ia', shown: false })
    expect(answeredView(view, context).statePage).toBeNull()
  })

  it('makes an editor’s preview with its problems', () => {
    const problems = [{ field: 'title', message: 'missing' }]
    expect(previewedView(view, context, problems).problems).toEqual(problems)
  })
})

describe('settingsForBrowser and labelSet', () => {
  it('leave out what the browser does not get', () => {
    const settings = settingsForBrowser(index.siteSettings(locale))
    expect(settings).not.toHaveProperty('actionModals')
    expect(settings).not.toHaveProperty('defaultShareImage')
  })

  it('answer a set of groups whatever order it is named in', () => {
    const labels = labelSet(index.labels(locale), locale, ['shell', 'notFound'])
    expect(labelSet(index.labels(locale), locale, ['notFound', 'shell'])).toEqual(labels)
    expect(Object.keys(labels).length).toBeGreaterThan(0)
  })
})
