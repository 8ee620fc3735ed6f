/**
 * Small exports for the content-check tests, built by content type the way `contentful space
 * export` writes them (content types, entries with every locale, links as sys objects), so no
 * test depends on the embedded export. `cleanExport()` passes every check; tests break a copy.
 */
import { buildContentIndex } from '../content-index.ts'
import { parseExportText } from '../read-export-file.ts'
import { checkContent } from './check-content.ts'
import type { ContentProblem } from './content-problem.ts'
import { exportContentTypes } from './content-types.ts'

type Fields = Record<string, Record<string, unknown>>
export type TestEntry = { sys: { id: string; type: 'Entry'; contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } } }; fields: Fields }
type FieldSpec = { id: string; type: string; localized?: boolean; required?: boolean; linkType?: string; items?: unknown; validations?: unknown[] }
export type TestExport = { contentTypes: Array<{ sys: { id: string }; fields: FieldSpec[] }>; entries: TestEntry[]; assets: Array<Record<string, unknown>>; locales: Array<Record<string, unknown>> }

export const localized = (en: unknown, es?: unknown): Record<string, unknown> => (es === undefined ? { 'en-US': en } : { 'en-US': en, 'es-MX': es })
export const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } })

export function entry(id: string, contentType: string, fields: Fields): TestEntry {
  return { sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }, fields }
}

/** A page with its title and path in both languages (`es` defaults to the English path). */
export function page(id: string, contentType: string, path: string, fields: Fields = {}, esPath = path): TestEntry {
  return entry(id, contentType, { title: localized(`Page ${id}`, `Página ${id}`), path: localized(path, esPath), ...fields })
}

export const richText = (...uris: string[]) => ({
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: uris.map((uri) => ({ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: uri, marks: [], data: {} }] })),
    },
  ],
})

export function form(names: Array<[name: string, kind: string]>, language: 'en' | 'es' = 'en') {
  return {
    submitLabel: language === 'en' ? 'Send' : 'Enviar',
    fields: names.map(([name, kind]) => ({ name, kind, label: language === 'en' ? `Your ${name}` : `Tu ${name}`, required: kind === 'email' })),
  }
}

const PATH_PATTERN = '^/([a-z0-9]+(-{1,2}[a-z0-9]+)*(/[a-z0-9]+(-{1,2}[a-z0-9]+)*)*)?(--[a-z]{2})?$'
const pageFields: FieldSpec[] = [
  { id: 'title', type: 'Symbol', localized: true, required: true },
  { id: 'path', type: 'Symbol', localized: true, required: true, validations: [{ regexp: { pattern: PATH_PATTERN } }] },
  { id: 'summary', type: 'Text', localized: true, validations: [{ size: { max: 300 } }] },
  { id: 'settings', type: 'Object' },
  { id: 'body', type: 'RichText', localized: true },
]

export function cleanExport(): TestExport {
  return {
    locales: [
      { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null },
      { code: 'es-MX', name: 'Spanish (Mexico)', default: false, fallbackCode: 'en-US', optional: true },
    ],
    contentTypes: [
      { sys: { id: 'campaignHomepage' }, fields: pageFields },
      { sys: { id: 'contentDetail' }, fields: pageFields },
      {
        sys: { id: 'customFormPage' },
        fields: [
          ...pageFields,
          { id: 'form', type: 'Object', localized: true },
          { id: 'successPage', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['customFormPage'] }] },
          { id: 'successRedirectUrl', type: 'Symbol', localized: true },
          { id: 'actions', type: 'Object', localized: true },
        ],
      },
      {
        sys: { id: 'navigationLink' },
        fields: [
          { id: 'label', type: 'Symbol', localized: true, required: true },
          { id: 'page', type: 'Link', linkType: 'Entry' },
          { id: 'url', type: 'Symbol', localized: true },
        ],
      },
      {
        sys: { id: 'siteSettings' },
        fields: [
          { id: 'siteName', type: 'Symbol', localized: true },
          { id: 'navigationLinks', type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['navigationLink'] }] } },
          { id: 'modalLabels', type: 'Object', localized: true },
        ],
      },
    ],
    entries: [
      entry('settings', 'siteSettings', {
        siteName: localized('Test campaign', 'Campaña de prueba'),
        navigationLinks: { 'en-US': [link('linkAbout'), link('linkVolunteer')] },
      }),
      entry('linkAbout', 'navigationLink', { label: localized('About', 'Acerca'), page: { 'en-US': link('about') } }),
      entry('linkVolunteer', 'navigationLink', { label: localized('Volunteer', 'Voluntariado'), url: localized('/volunteer', '/voluntariado') }),
      page('home', 'campaignHomepage', '/', { body: localized(richText('/about', 'https://example.org/'), richText('/acerca')) }),
      page('about', 'contentDetail', '/about', {}, '/acerca'),
      page(
        'volunteer',
        'customFormPage',
        '/volunteer',
        {
          settings: { 'en-US': { type: 'volunteer' } },
          form: localized(form([['email', 'email'], ['zip', 'zip']]), form([['email', 'email'], ['zip', 'zip']], 'es')),
          successRedirectUrl: localized('/about', '/acerca'),
        },
        '/voluntariado',
      ),
    ],
    assets: [],
  }
}

/** Every problem content:check finds in an export, as the CLI would (content types included). */
export function checkExport(data: TestExport): ContentProblem[] {
  const text = JSON.stringify(data)
  const snapshot = parseExportText(text, 'test export')
  const { contentTypes, problems } = exportContentTypes(text)
  return [...problems, ...checkContent({ snapshot, index: buildContentIndex(snapshot), contentTypes })]
}
