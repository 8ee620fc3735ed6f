/**
 * State pages in the content index: a page whose path ends in a state code stands in for the page
 * at its base URL for that state's visitors, apart from the base page (no shared-URL problem), in
 * both languages; mistakes an editor can make are reported. The exports are the embedded one and
 * another campaign's, each with state pages added by content type (state-pages-export.ts).
 */
import { describe, expect, it } from 'vitest'
import { IOWA_HOME_TITLE, NEW_HAMPSHIRE_TITLE_PREFIX, NOT_A_STATE_PATH, ORPHAN_STATE_PAGE_PATH } from '../../../tests/e2e/support/state-pages-export.ts'
import { statePagesIndex } from '../../../tests/support/state-pages-index.ts'
import { LOCALES, localizedPath } from '../../shared/locale.ts'
import { formatContentIssue } from './space-snapshot.ts'

const indexed = (source: string) => {
  const { index, newHampshireBase } = statePagesIndex(source)
  return { index, base: newHampshireBase }
}

describe.each(['content/export.json', 'tests/fixtures/alternate-export.json'])('state pages in %s', (source) => {
  it('keeps the base page at its URL and the state page apart, in both languages', () => {
    const { index } = indexed(source)
    for (const locale of LOCALES) {
      const home = localizedPath('/', locale)
      expect(index.page(locale, home)?.title).not.toBe(IOWA_HOME_TITLE[locale])
      expect(index.statePage(locale, home, 'ia')?.title).toBe(IOWA_HOME_TITLE[locale])
      expect(index.hasStatePages(locale, home)).toBe(true)
      expect(index.statePage(locale, home, 'nh')).toBeNull()
    }
  })

  it('serves the state page at the base URL, with the base page’s alternates and no "--" anywhere', () => {
    const { index } = indexed(source)
    for (const locale of LOCALES) {
      const iowa = index.statePage(locale, localizedPath('/', locale), 'ia')
      expect(iowa?.path).toBe(localizedPath('/', locale))
      expect(iowa?.alternates).toEqual(index.page(locale, localizedPath('/', locale))?.alternates)
      expect(JSON.stringify(index.statePages(locale).map((page) => [page.path, page.alternates]))).not.toContain('--')
    }
  })

  it('gives another page its state page, of the same page type or any other', () => {
    const { index, base } = indexed(source)
    for (const locale of LOCALES) {
      const url = localizedPath(String(base.fields.path?.[locale] ?? base.fields.path?.['en-US']), locale)
      const newHampshire = index.statePage(locale, url, 'nh')
      expect(newHampshire?.title.startsWith(NEW_HAMPSHIRE_TITLE_PREFIX)).toBe(true)
      expect(index.page(locale, url)?.id).toBe(base.sys.id)
      expect(index.pageById(locale, newHampshire?.id ?? '')).toEqual(newHampshire)
    }
  })

  it('lists no state page among the pages (sitemap, plans, search) and reports no shared URL for it', () => {
    const { index } = indexed(source)
    for (const locale of LOCALES) {
      expect(index.pages(locale).map((page) => page.id)).not.toContain('stateHomepageIowa')
      expect(index.statePages(locale).map((page) => page.id).sort()).toEqual(['stateHomepageIowa', 'statePageNewHampshire'])
    }
    expect(index.issues.filter((issue) => issue.message.includes('already served by'))).toEqual([])
  })

  it('reports a two-letter suffix that is no state, and still serves that page at its base URL', () => {
    const { index } = indexed(source)
    const issue = index.issues.find((candidate) => candidate.entryId === 'pageWithTwoLetterSuffix')
    expect(issue?.message).toContain('"--zz" is no state code')
    expect(issue?.skipped).toBe('nothing')
    expect(issue && formatContentIssue(issue)).toMatch(/^Content entry pageWithTwoLetterSuffix \(contentDetail, en-US, es-MX\) served, but field path: /)
    expect(index.page('en-US', localizedPath(NOT_A_STATE_PATH, 'en-US'))?.id).toBe('pageWithTwoLetterSuffix')
  })

  it('reports a state page without a page at its base URL, and serves it to no one', () => {
    const { index } = indexed(source)
    const issue = index.issues.find((candidate) => candidate.entryId === 'statePageWithoutBase')
    expect(issue).toMatchObject({ field: 'path', skipped: 'entry' })
    expect(issue?.message).toContain('no page is served at its base URL')
    const url = localizedPath(ORPHAN_STATE_PAGE_PATH, 'en-US')
    expect([index.page('en-US', url), index.statePage('en-US', url, 'ia'), index.pageById('en-US', 'statePageWithoutBase')]).toEqual([null, null, null])
  })

  it('reports a second state page for the same state and URL, and serves the first', () => {
    const { index } = statePagesIndex(source, (data) => {
      const iowa = data.entries.find((entry) => entry.sys.id === 'stateHomepageIowa') as (typeof data.entries)[number]
      data.entries.push({ ...structuredClone(iowa), sys: { ...iowa.sys, id: 'secondIowaHomepage' } })
    })
    expect(index.statePage('en-US', '/', 'ia')?.id).toBe('stateHomepageIowa')
    expect(index.issues.find((issue) => issue.entryId === 'secondIowaHomepage')?.message).toContain('already has a state page for IA')
  })
})
