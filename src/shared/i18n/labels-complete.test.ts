import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { messages } from './messages'

type Entry = { sys: { contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown>> }

describe('every UI string exists in both languages', () => {
  it('in the site’s own catalogue', () => {
    const missing = Object.keys(messages['en-US']).filter((key) => !messages['es-MX'][key as keyof (typeof messages)['es-MX']]?.trim())
    expect(missing).toEqual([])
  })

  it('in the embedded content’s labels: none is missing in es-MX', () => {
    const { entries } = JSON.parse(readFileSync('content/export.json', 'utf8')) as { entries: Entry[] }
    const settings = entries.find((entry) => entry.sys.contentType.sys.id === 'siteSettings')
    const labels = settings?.fields.labels as Record<string, Record<string, string>> | undefined
    const english = Object.keys(labels?.['en-US'] ?? {})
    expect(english.length).toBeGreaterThan(0)
    const missing = english.filter((key) => !labels?.['es-MX']?.[key]?.trim())
    expect(missing).toEqual([])
  })
})
