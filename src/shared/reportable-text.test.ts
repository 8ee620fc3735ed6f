import { describe, expect, it } from 'vitest'
import { REPORTABLE_TEXT_MAX_LENGTH, reportableText, reportableUrl } from './reportable-text'

describe('what a report may say about a request', () => {
  it('is a URL or path without query string, fragment or the zip lookup’s zip', () => {
    expect(reportableUrl('https://campaign.example.org/donate?zip=90210&mc_eid=1a2b#amount')).toBe('https://campaign.example.org/donate')
    expect(reportableUrl('/api/v1/shifter/zip5s/90210')).toBe('/api/v1/shifter/zip5s/:zip')
    expect(reportableUrl('/es')).toBe('/es')
  })

  it('is free text with its URLs made reportable and its email addresses replaced', () => {
    expect(reportableText('GET /donate?refcode=x failed for rosa.p+1@example.org (see https://zip.example.org/shifter/zip5s/90210?k=1)')).toBe(
      'GET /donate failed for [email] (see https://zip.example.org/shifter/zip5s/:zip)',
    )
    expect(reportableText('Cannot read properties of undefined (reading "x")')).toBe('Cannot read properties of undefined (reading "x")')
  })

  it('reads a long message only as far as a report keeps, without the word the cut went through', () => {
    const long = `${'word '.repeat(REPORTABLE_TEXT_MAX_LENGTH / 5 - 1)}rosa.p@example.org and more`
    const reported = reportableText(long)
    expect(reported.length).toBeLessThanOrEqual(REPORTABLE_TEXT_MAX_LENGTH + 1)
    expect(reported).not.toContain('rosa')
    expect(reported.endsWith('…')).toBe(true)
  })

  it('replaces each address and leaves text with an @ that is no address', () => {
    expect(reportableText('a@b.co, @handle, x@y and c.d@e.f.org;')).toBe('[email], @handle, x@y and [email];')
  })
})
