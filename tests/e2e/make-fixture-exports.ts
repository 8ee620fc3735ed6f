/**
 * Builds the exports the end-to-end servers read, from the embedded export, by content type —
 * never by the embedded content's ids or copy. Written atomically: several servers run this.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withoutPageTypeFields } from './support/lacking-fields-export.ts'
import { withStatePages } from './support/state-pages-export.ts'
import { DELETABLE_PAGE, DRAFT_PAGE, FLAG_PAGES, FUNDRAISING_MODAL, MODAL_KIND_STATES, PLAIN_PAGE, SCHEDULED_MODAL, TAKEOVER_END_DATE, TAKEOVER_HEADING } from './fixture-constants.ts'

type Entry = { sys: { id: string; type?: string; version?: number; contentType: { sys: { id: string; type?: string; linkType?: string } } }; fields: Record<string, Record<string, unknown>> }
type Export = { entries: Entry[]; assets: unknown[]; locales: unknown[] }

const OUT = 'tests/e2e/.generated'

const load = (): Export => JSON.parse(readFileSync('content/export.json', 'utf8')) as Export
const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } })
const ofType = (data: Export, type: string) => data.entries.filter((entry) => entry.sys.contentType.sys.id === type)

function entry(id: string, contentType: string, fields: Entry['fields']): Entry {
  return { sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }, fields }
}

function page(id: string, path: string, flags: Record<string, boolean>): Entry {
  const fields: Entry['fields'] = {
    title: { 'en-US': `E2E page ${id}`, 'es-MX': `Página E2E ${id}` },
    path: { 'en-US': path, 'es-MX': path },
  }
  for (const [flag, value] of Object.entries(flags)) fields[flag] = { 'en-US': value }
  return entry(id, 'contentDetail', fields)
}

function write(name: string, data: Export): void {
  mkdirSync(OUT, { recursive: true })
  const target = join(OUT, name)
  const text = JSON.stringify(data)
  // Every server's start runs this script: an unchanged export keeps its file (and its modification
  // time), so a server already running does not read its content again as a new generation.
  if (existsSync(target) && readFileSync(target, 'utf8') === text) return
  const temporary = `${target}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, target)
}

/** The CMS path (without /es) of the first form page with a form of its own, in a language: a sign-up modal's link. */
function signUpPagePath(data: Export, locale: string): string {
  const formPage = ofType(data, 'customFormPage').find((candidate) => candidate.fields.form !== undefined)
  const path = formPage?.fields.path?.[locale] ?? formPage?.fields.path?.['en-US']
  if (typeof path !== 'string') throw new Error('The embedded export has no form page for the sign-up modal to hold')
  return path
}

function flagsExport(): Export {
  const data = load()
  data.entries.push(page('e2ePlainPage', PLAIN_PAGE, {}))
  data.entries.push(page('e2eDeletablePage', DELETABLE_PAGE, {}))
  // A draft, as `contentful space export --include-drafts` writes one: a version, never published.
  const draft = page('e2eDraftPage', DRAFT_PAGE.path, {})
  draft.fields.title = { 'en-US': DRAFT_PAGE.title, 'es-MX': DRAFT_PAGE.title }
  data.entries.push({ ...draft, sys: { ...draft.sys, version: 1 } })
  for (const [flag, path] of Object.entries(FLAG_PAGES)) data.entries.push(page(`e2e-${flag}`, path, { [flag]: true }))
  // The homepage gets a takeover that ends at a known local time; the tests control the clock. Its
  // image and text are the embedded takeover's, if it has them (takeover-image.spec.ts).
  const shipped = ofType(data, 'fundraisingTakeover')[0]
  data.entries.push(
    entry('e2eTakeover', 'fundraisingTakeover', {
      heading: { 'en-US': TAKEOVER_HEADING },
      ctaLabel: { 'en-US': 'Give' },
      ctaUrl: { 'en-US': '/donate' },
      ...(shipped?.fields.body ? { body: shipped.fields.body } : {}),
      ...(shipped?.fields.image ? { image: shipped.fields.image } : {}),
    }),
  )
  const settings = ofType(data, 'siteSettings')[0]
  if (settings) {
    const disabledStates = ((settings.fields.fundraisingLabels?.['en-US'] ?? {}) as { disabledStates?: string[] }).disabledStates ?? []
    for (const locale of ['en-US', 'es-MX']) {
      const mobilization = (settings.fields.mobilizationLabels?.[locale] ?? { actionModals: [] }) as { actionModals: unknown[] }
      const copy = (settings.fields.modalLabels?.[locale] ?? {}) as Record<string, unknown>
      for (const [kind, state] of Object.entries(MODAL_KIND_STATES)) {
        const settingsKey = `e2e-${kind}`
        mobilization.actionModals.unshift({ settingsKey, modalType: kind, pageTypes: ['contentDetail'], stateCode: [state], isFundraising: false, modalDelay: 0 })
        copy[settingsKey] = {
          heading: locale === 'en-US' ? `E2E ${kind} modal` : `Modal ${kind} E2E`,
          body: locale === 'en-US' ? 'A modal for the end-to-end tests.' : 'Un modal para las pruebas.',
          ctaLabel: locale === 'en-US' ? 'Continue' : 'Continuar',
          // The sign-up modal links to a page with a form, whose form it then holds (ADR 059).
          ctaUrl: kind === 'calculatorSignup' ? signUpPagePath(data, locale) : '/',
          ...(kind === 'video' ? { videoUrl: '/content-assets/e2e.mp4' } : {}),
        }
      }
      // A fundraising ask, which a visitor who has given this session must not see.
      mobilization.actionModals.unshift({
        settingsKey: FUNDRAISING_MODAL.settingsKey,
        modalType: 'halfPage',
        pageTypes: ['contentDetail'],
        // Also a fundraising-disabled state, where only the disabled rule keeps it closed.
        stateCode: [FUNDRAISING_MODAL.state, ...disabledStates.slice(0, 1)],
        isFundraising: true,
        modalDelay: 1,
      })
      copy[FUNDRAISING_MODAL.settingsKey] = { heading: FUNDRAISING_MODAL.heading, body: 'Chip in before midnight.', ctaLabel: 'Give', ctaUrl: '/donate' }
      // Last, so it is chosen only where nothing more specific is: any visitor on its page type.
      mobilization.actionModals.push({
        settingsKey: SCHEDULED_MODAL.settingsKey,
        modalType: 'halfPage',
        pageTypes: [SCHEDULED_MODAL.pageType],
        stateCode: [],
        isFundraising: false,
        modalDelay: SCHEDULED_MODAL.delaySeconds,
      })
      copy[SCHEDULED_MODAL.settingsKey] = { heading: SCHEDULED_MODAL.heading, body: 'A modal that waits.', ctaLabel: 'Continue', ctaUrl: '/' }
      settings.fields.mobilizationLabels = { ...settings.fields.mobilizationLabels, [locale]: mobilization }
      settings.fields.modalLabels = { ...settings.fields.modalLabels, [locale]: copy }
    }
  }
  for (const home of ofType(data, 'campaignHomepage')) {
    home.fields.fundraisingTakeovers = { 'en-US': [link('e2eTakeover')] }
    home.fields.fundraisingTakeoverEndDate = { 'en-US': TAKEOVER_END_DATE }
  }
  return data
}

function brokenNavigationExport(): Export {
  const data = load()
  const settings = ofType(data, 'siteSettings')[0]
  const firstLink = (settings?.fields.navigationLinks?.['en-US'] as { sys: { id: string } }[] | undefined)?.[0]
  const target = data.entries.find((candidate) => candidate.sys.id === firstLink?.sys.id)
  if (!target) throw new Error('The embedded export has no navigation link to break')
  delete target.fields.label
  return data
}

/** Content an attacker with CMS access might write: every payload tries to run `window.__pwned = 1`. */
function hostileExport(): Export {
  const data = load()
  const script = '<script>window.__pwned=1</script>'
  const attribute = '"><img src=x onerror="window.__pwned=1">'
  const jsUrl = 'javascript:window.__pwned=1'
  const poison = (text: unknown) => `${String(text)} ${script} ${attribute}`
  const hostileText = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} })
  const hostileParagraph = {
    nodeType: 'paragraph',
    data: {},
    content: [
      hostileText(script),
      { nodeType: 'hyperlink', data: { uri: jsUrl }, content: [hostileText('javascript link')] },
      { nodeType: 'hyperlink', data: { uri: 'data:text/html,<script>window.__pwned=1</script>' }, content: [hostileText('data link')] },
      { nodeType: 'hyperlink', data: { uri: '  JaVaScRiPt:window.__pwned=1' }, content: [hostileText('mixed-case link')] },
    ],
  }
  for (const entry of data.entries) {
    for (const field of ['title', 'summary', 'label', 'heading', 'body', 'siteName', 'alertBarText', 'donateBarText', 'footerText']) {
      const values = entry.fields[field]
      if (!values) continue
      for (const locale of Object.keys(values)) {
        const value = values[locale]
        if (typeof value === 'string') values[locale] = poison(value)
        else if (value && typeof value === 'object' && (value as { nodeType?: string }).nodeType === 'document') {
          ;(value as { content: unknown[] }).content.unshift(hostileParagraph)
        }
      }
    }
    if (entry.sys.contentType.sys.id === 'navigationLink' && entry.fields.url) entry.fields.url = { 'en-US': jsUrl }
    if (entry.sys.contentType.sys.id === 'fundraisingTakeover') entry.fields.ctaUrl = { 'en-US': jsUrl }
    if (entry.sys.contentType.sys.id === 'siteSettings') {
      entry.fields.labels = Object.fromEntries(
        Object.entries(entry.fields.labels ?? {}).map(([locale, labels]) => [
          locale,
          Object.fromEntries(Object.entries(labels as Record<string, string>).map(([key, value]) => [key, poison(value)])),
        ]),
      )
    }
    entry.fields.settings = { 'en-US': JSON.parse('{"__proto__": {"polluted": true}, "style": "background:url(javascript:window.__pwned=1)"}') }
  }
  return data
}

type AssetFile = { url?: string; fileName?: string; contentType?: string }
type Asset = { sys: { id: string; space?: { sys?: { id?: string } } }; fields: { file?: Record<string, AssetFile> } }

const VIDEO_FILE = /^\/content-assets\/([^?#]+\.(?:webm|mp4|ogv|m4v))$/i

/**
 * The embedded content as `contentful space export` writes a space's files: protocol-relative URLs
 * on Contentful's hosts, images as raster JPEGs (so the Images API applies), videos on the video
 * host, other files on the assets host; video files that text fields name become full https URLs.
 */
function contentfulFilesExport(): Export {
  const data = load()
  const assets = data.assets as Asset[]
  const space = assets.find((asset) => asset.sys.space?.sys?.id)?.sys.space?.sys?.id ?? 'e2espace0001'
  const token = (...parts: string[]) => createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 32)
  for (const asset of assets) {
    for (const [locale, file] of Object.entries(asset.fields.file ?? {})) {
      const name = file.fileName ?? file.url?.split('/').pop() ?? asset.sys.id
      const type = file.contentType ?? 'application/octet-stream'
      const host = type.startsWith('image/') ? 'images' : type.startsWith('video/') ? 'videos' : 'assets'
      const fileName = host === 'images' ? name.replace(/\.[^.]*$/, '.jpg') : name
      Object.assign(file, {
        url: `//${host}.ctfassets.net/${space}/${asset.sys.id}/${token(asset.sys.id, locale)}/${fileName}`,
        fileName,
        ...(host === 'images' ? { contentType: 'image/jpeg' } : {}),
      })
    }
  }
  const rehost = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const name = VIDEO_FILE.exec(value)?.[1]
      return name ? `https://videos.ctfassets.net/${space}/${token(name).slice(0, 22)}/${token(name, 'file')}/${name}` : value
    }
    if (Array.isArray(value)) return value.map(rehost)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rehost(item)]))
    return value
  }
  for (const entry of data.entries) entry.fields = rehost(entry.fields) as Entry['fields']
  return data
}

/**
 * The homepage with a long rich-text body of every block kind, embedding an asset and the pages
 * of the export: the homepage's JS budget holds when editors write rich copy (budgets.spec.ts).
 */
function richHomepageExport(): Export {
  const data = load()
  const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} })
  const block = (nodeType: string, content: unknown[], blockData: Record<string, unknown> = {}) => ({ nodeType, data: blockData, content })
  const paragraph = (value: string) => block('paragraph', [text(value), text(' in bold', ['bold']), text(' and italic.', ['italic'])])
  const list = (nodeType: string) => block(nodeType, ['One', 'Two', 'Three'].map((item) => block('list-item', [paragraph(item)])))
  const [asset] = data.assets as { sys: { id: string } }[]
  const linked = ['contentDetail', 'planDetail'].flatMap((type) => ofType(data, type).slice(0, 2))
  const cell = (nodeType: string, value: string) => block(nodeType, [block('paragraph', [text(value)])])
  const content = [
    block('heading-2', [text('Why we run')]),
    paragraph('A paragraph of campaign copy'),
    list('unordered-list'),
    block('heading-3', [text('In order')]),
    list('ordered-list'),
    block('blockquote', [paragraph('A quote from the trail')]),
    block('hr', []),
    block('paragraph', [text('Back to '), block('hyperlink', [text('the homepage')], { uri: '/' }), text('.')]),
    ...linked.map((target) => block('paragraph', [text('See '), block('entry-hyperlink', [text('this page')], { target: link(target.sys.id) }), text('.')])),
    ...linked.map((target) => block('embedded-entry-block', [], { target: link(target.sys.id) })),
    ...(asset ? [block('embedded-asset-block', [], { target: link(asset.sys.id, 'Asset') })] : []),
    block('table', [block('table-row', [cell('table-header-cell', 'Plan'), cell('table-header-cell', 'Cost')]), block('table-row', [cell('table-cell', 'Housing'), cell('table-cell', 'Paid for')])]),
    ...Array.from({ length: 6 }, (_, index) => paragraph(`More copy, paragraph ${index + 1}`)),
  ]
  for (const home of ofType(data, 'campaignHomepage')) {
    home.fields.body = { 'en-US': { nodeType: 'document', data: {}, content }, 'es-MX': { nodeType: 'document', data: {}, content } }
  }
  return data
}

write('flags-export.json', flagsExport())
write('broken-navigation-export.json', brokenNavigationExport())
write('broken-content-export.json', load())
write('hostile-export.json', hostileExport())
write('contentful-files-export.json', contentfulFilesExport())
write('lacking-fields-export.json', withoutPageTypeFields(load()))
write('rich-homepage-export.json', richHomepageExport())
write('state-pages-export.json', withStatePages(load()))
