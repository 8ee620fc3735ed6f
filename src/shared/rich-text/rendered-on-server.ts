/**
 * A rich text's browser copy (ADR 033): the server's HTML already holds its markup, which the
 * browser keeps as it is, so the document, its entries and its assets are not sent a second time
 * in the page's state. Rich text renders inert markup (plain links, images, cards), so nothing in
 * it needs React in the browser.
 */
import type { RichText } from '../../content-model/content-model'

const MARK = 'renderedOnServer'

/** What the browser gets instead of a rich text: an empty document that says where its markup is. */
export const RICH_TEXT_RENDERED_ON_SERVER: RichText = { document: { nodeType: 'document', data: { [MARK]: true }, content: [] }, entries: {}, assets: {} }

export function isRenderedOnServer(content: RichText): boolean {
  const data = content.document.data
  return content.document.content.length === 0 && typeof data === 'object' && data !== null && !Array.isArray(data) && data[MARK] === true
}

function isRichText(value: unknown): value is RichText {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Record<keyof RichText, unknown>>
  const document = candidate.document as { nodeType?: unknown } | undefined
  return document?.nodeType === 'document' && typeof candidate.entries === 'object' && typeof candidate.assets === 'object'
}

/** A copy of the value with every rich text in it (at any depth) replaced by the mark above. */
export function withRichTextRenderedOnServer<Value>(value: Value): Value {
  if (isRichText(value)) return RICH_TEXT_RENDERED_ON_SERVER as Value
  if (Array.isArray(value)) return value.map((item: unknown) => withRichTextRenderedOnServer(item)) as Value
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRichTextRenderedOnServer(item)])) as Value
}
