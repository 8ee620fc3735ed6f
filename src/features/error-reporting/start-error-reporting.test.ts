// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { errorReportingConfigFromDocument } from './start-error-reporting'

function documentWith(meta: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('page')
  for (const [name, content] of Object.entries(meta)) {
    const element = doc.createElement('meta')
    element.name = `error-reporting-${name}`
    element.content = content
    doc.head.append(element)
  }
  return doc
}

describe('the error-reporting configuration the server put in the page', () => {
  it('carries the sample rate to the browser SDK', () => {
    expect(errorReportingConfigFromDocument(documentWith({ dsn: 'https://key@errors.test/1', environment: 'production', release: 'r1', 'sample-rate': '0.25' }))).toEqual({
      dsn: 'https://key@errors.test/1',
      environment: 'production',
      release: 'r1',
      sampleRate: 0.25,
    })
  })

  it('reports everything when the page names no sample rate or a wrong one, and nothing without a DSN', () => {
    expect(errorReportingConfigFromDocument(documentWith({ dsn: 'https://key@errors.test/1' }))?.sampleRate).toBe(1)
    expect(errorReportingConfigFromDocument(documentWith({ dsn: 'https://key@errors.test/1', 'sample-rate': '7' }))?.sampleRate).toBe(1)
    expect(errorReportingConfigFromDocument(documentWith({ 'sample-rate': '0.5' }))).toBeNull()
  })
})
