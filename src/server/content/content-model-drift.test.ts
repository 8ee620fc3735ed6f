/**
 * The content model in content/export.json (what Contentful's editor enforces) held against the
 * page types' field specs (what the code needs), so the two cannot drift apart: a field a page
 * type needs is required in its content type and the other way round, and every field a spec
 * reads exists with a type that can produce what the spec parses. customFormPage is one content
 * type for many page types, so none of its own fields can be required there (content:check
 * catches those instead).
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { assetSchema, entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { customFormTypes, pageContentTypes as pageContentTypeIds } from '../../page-types/page-type-manifests.ts'
import { exportContentTypes, type ContentType, type ContentTypeField } from './check/content-types.ts'
import { pageTypeFieldSpecs } from './page-type-fields.ts'

const { contentTypes, problems } = exportContentTypes(readFileSync('content/export.json', 'utf8'))
const contentTypeById = new Map(contentTypes.map((type) => [type.sys.id, type]))
const pageContentTypes = pageContentTypeIds.map((id) => contentTypeById.get(id)).filter((type): type is ContentType => type !== undefined)
/** The fields every page content type has (title, path, body…): not any one page type's own. */
const commonFields = new Set(pageContentTypes.reduce<string[]>((common, type, position) => {
  const ids = type.fields.map((field) => field.id)
  return position === 0 ? ids : common.filter((id) => ids.includes(id))
}, []))

/** The content type a page type's entries are: its own, or customFormPage chosen by settings.type. */
const contentTypeOf = (pageTypeId: string) => (customFormTypes.includes(pageTypeId) ? 'customFormPage' : pageTypeId)

type JsonSchema = { type?: string; anyOf?: JsonSchema[]; properties?: Record<string, unknown>; items?: JsonSchema }
const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape)
const has = (schema: JsonSchema, keys: string[]) => keys.every((key) => key in (schema.properties ?? {}))

/** What kind of Contentful value can give a schema's input, as the content index hands it over. */
function specKind(schema: JsonSchema): string {
  const branch = schema.anyOf?.find((candidate) => candidate.type !== 'null') ?? schema
  if (branch !== schema) return specKind(branch)
  switch (schema.type) {
    case 'string':
      return 'text'
    case 'number':
    case 'integer':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      return `array of ${schema.items ? specKind(schema.items) : 'anything'}`
    case 'object':
      // Links arrive resolved: an asset, an entry's summary, rich text with its targets.
      if (has(schema, keysOf(richTextSchema))) return 'rich text'
      if (has(schema, keysOf(assetSchema))) return 'link to Asset'
      if (has(schema, keysOf(entrySummarySchema))) return 'link to Entry'
      return 'object'
    default:
      return 'anything'
  }
}

const CONTENTFUL_KINDS: Record<string, string> = { Symbol: 'text', Text: 'text', Date: 'text', Integer: 'number', Number: 'number', Boolean: 'boolean', Object: 'object', RichText: 'rich text' }

function contentfulKind(field: Pick<ContentTypeField, 'type' | 'linkType'> & { items?: Pick<ContentTypeField, 'type' | 'linkType'> }): string {
  if (field.type === 'Link') return `link to ${field.linkType ?? 'Entry'}`
  if (field.type === 'Array') return `array of ${field.items ? contentfulKind(field.items) : 'anything'}`
  return CONTENTFUL_KINDS[field.type] ?? field.type
}

const specs = Object.entries(pageTypeFieldSpecs)

describe('the content model and the page types’ field specs', () => {
  it('reads every content type of the export', () => {
    expect(problems).toEqual([])
  })

  it('has a spec for every page type, and a content type for every spec', () => {
    const own = pageContentTypeIds.filter((id) => id !== 'customFormPage')
    expect(Object.keys(pageTypeFieldSpecs).sort()).toEqual([...own, ...customFormTypes].sort())
    for (const [pageTypeId] of specs) expect(contentTypeById.has(contentTypeOf(pageTypeId)), pageTypeId).toBe(true)
  })

  it.each(specs.filter(([id]) => contentTypeOf(id) === id))('%s: a field the page type requires is required in Contentful, and only those', (pageTypeId, spec) => {
    const type = contentTypeById.get(pageTypeId) as ContentType
    const requiredInModel = type.fields.filter((field) => field.required && !commonFields.has(field.id)).map((field) => field.id)
    expect(requiredInModel.sort()).toEqual([...spec.required].sort())
  })

  it('requires none of customFormPage’s own fields: which it needs depends on settings.type', () => {
    const type = contentTypeById.get('customFormPage') as ContentType
    expect(type.fields.filter((field) => field.required && !commonFields.has(field.id)).map((field) => field.id)).toEqual([])
  })

  it.each(specs)('%s: every field the spec reads exists in the content type with a compatible type', (pageTypeId, spec) => {
    const type = contentTypeById.get(contentTypeOf(pageTypeId)) as ContentType
    for (const [fieldId, schema] of Object.entries(spec.shape)) {
      const field = type.fields.find((candidate) => candidate.id === fieldId)
      expect(field, `${type.sys.id} has no field ${fieldId}`).toBeDefined()
      const expected = specKind(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
      expect(`${fieldId}: ${contentfulKind(field as ContentTypeField)}`).toBe(`${fieldId}: ${expected}`)
    }
  })
})
