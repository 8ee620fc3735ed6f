import { describe, expect, it } from 'vitest'
import type { RichText } from '../../content-model/content-model'
import { isRenderedOnServer, RICH_TEXT_RENDERED_ON_SERVER, withRichTextRenderedOnServer } from './rendered-on-server'

const richText = (text: string): RichText => ({
  document: { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }] },
  entries: { e1: { id: 'e1', contentType: 'plan', title: 'A plan', summary: null, href: '/plans/a', image: null } },
  assets: {},
})

describe('a page’s rich texts in the browser’s copy', () => {
  it('are replaced at any depth by the mark, and nothing else changes', () => {
    const page = { title: 'Home', fields: { body: richText('Hello'), steps: [{ heading: 'One', body: richText('First') }], count: 2, none: null } }
    const copy = withRichTextRenderedOnServer(page)
    expect(copy).toEqual({ title: 'Home', fields: { body: RICH_TEXT_RENDERED_ON_SERVER, steps: [{ heading: 'One', body: RICH_TEXT_RENDERED_ON_SERVER }], count: 2, none: null } })
    expect(isRenderedOnServer(copy.fields.body)).toBe(true)
    // The server keeps its whole view.
    expect(isRenderedOnServer(page.fields.body)).toBe(false)
  })

  it('an empty rich text is still a document of its own, not the mark', () => {
    const empty: RichText = { document: { nodeType: 'document', data: {}, content: [] }, entries: {}, assets: {} }
    expect(isRenderedOnServer(empty)).toBe(false)
  })
})
