/**
 * State pages in an export, written as `contentful space export` writes entries (docs/content-model.md,
 * "State pages"): an Iowa homepage (`/--ia`, its own copy in both languages), a New Hampshire
 * copy of a content page (`…--nh`), a page whose two-letter suffix is no state (`--zz`) and a
 * state page with no page at its base URL. Built by content type from any export, never by its
 * ids or copy; the e2e server `statePages` serves it and the unit tests index it.
 */
type Localized = Record<string, unknown>
type Entry = { sys: { id: string; contentType: { sys: { id: string } } } & Record<string, unknown>; fields: Record<string, Localized | undefined> }

export const IOWA_HOME_TITLE = { 'en-US': 'Iowa: commit to caucus', 'es-MX': 'Iowa: comprométete a ir al caucus' } as const
/** The Iowa homepage's body, which no experiment's variation replaces (a variation may replace the title). */
export const IOWA_HOME_TEXT = { 'en-US': 'Caucus night is January 12. Commit to caucus for common ground.', 'es-MX': 'La noche del caucus es el 12 de enero. Comprométete a ir al caucus.' } as const
export const NEW_HAMPSHIRE_TITLE_PREFIX = 'New Hampshire: '
/** Served at "/state-typo" to everyone: its suffix is reported, not read as a state. */
export const NOT_A_STATE_PATH = '/state-typo--zz'
/** A state page with nothing at its base URL: reported, and never served. */
export const ORPHAN_STATE_PAGE_PATH = '/iowa-only--ia'

/** The first entry of a type whose path is plain in both languages: its state page gets a suffix of its own. */
function firstPage(entries: readonly Entry[], type: string): Entry {
  const found = entries.find((entry) => entry.sys.contentType.sys.id === type && typeof entry.fields.path?.['en-US'] === 'string')
  if (!found) throw new Error(`the export has no ${type} page with a path`)
  return found
}

const paragraphs = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
})

/** A copy of a page entry under a new id, with other fields. */
function copyOf(entry: Entry, id: string, fields: Record<string, Localized>): Entry {
  const copy = structuredClone(entry)
  return { ...copy, sys: { ...copy.sys, id }, fields: { ...copy.fields, ...fields } }
}

/** The path of an entry in every language it has one, with a state's suffix (after any suffix it had: that one is dropped from URLs anyway). */
function statePath(entry: Entry, state: string): Localized {
  return Object.fromEntries(Object.entries(entry.fields.path ?? {}).map(([locale, path]) => [locale, `${String(path).split('--')[0]}--${state}`]))
}

/** The base page the New Hampshire copy is made of, so tests can find its URL and title. */
export function newHampshireBaseOf(entries: readonly Entry[]): Entry {
  return firstPage(entries, 'contentDetail')
}

export function withStatePages<T extends { entries: Entry[] }>(data: T): T {
  const home = firstPage(data.entries, 'campaignHomepage')
  const detail = newHampshireBaseOf(data.entries)
  const titleOf = (entry: Entry) => Object.fromEntries(Object.entries(entry.fields.title ?? {}).map(([locale, title]) => [locale, `${NEW_HAMPSHIRE_TITLE_PREFIX}${String(title)}`]))
  data.entries.push(
    copyOf(home, 'stateHomepageIowa', {
      path: { 'en-US': '/--ia', 'es-MX': '/--ia' },
      title: { ...IOWA_HOME_TITLE },
      body: { 'en-US': paragraphs(IOWA_HOME_TEXT['en-US']), 'es-MX': paragraphs(IOWA_HOME_TEXT['es-MX']) },
    }),
    copyOf(detail, 'statePageNewHampshire', { path: statePath(detail, 'nh'), title: titleOf(detail) }),
    copyOf(detail, 'pageWithTwoLetterSuffix', { path: { 'en-US': NOT_A_STATE_PATH }, title: { 'en-US': 'A page whose suffix is no state' } }),
    copyOf(detail, 'statePageWithoutBase', { path: { 'en-US': ORPHAN_STATE_PAGE_PATH }, title: { 'en-US': 'An Iowa page with no national page' } }),
  )
  return data
}
