import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href'

describe('safeHref', () => {
  it.each(['https://example.org/a', 'http://example.org', 'mailto:team@example.org', 'tel:+15555550100', '/es/historia', '#top'])(
    'keeps %s',
    (uri) => expect(safeHref(uri)).toBe(uri),
  )

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', 'not a url', 42])(
    'drops %s',
    (uri) => expect(safeHref(uri)).toBeNull(),
  )
})
