import { describe, expect, it } from 'vitest'
import { pageSchema } from '../../src/content-model/content-model'
import { lacksPageType, pageTypeManifests, pageTypeOf } from '../../src/page-types/page-type-manifests'
import { buildAnyPage, buildPage } from './page-builder'

describe('buildPage', () => {
  it.each(pageTypeManifests.map((manifest) => manifest.id))('builds a valid page that the site shows as %s', (id) => {
    const page = buildPage(id)
    expect(pageTypeOf(page)).toBe(id)
    expect(pageSchema.parse(page)).toEqual(page)
  })

  it('defaults to an English page with every flag off, no takeovers and only its own language', () => {
    const page = buildPage('planDetail')
    expect(page).toMatchObject({ locale: 'en-US', path: '/plan-detail', fields: {}, fundraisingTakeovers: [], fundraisingTakeoverEndDate: null })
    expect(Object.values(page.flags).every((flag) => flag === false)).toBe(true)
    expect(page.alternates).toEqual({ 'en-US': '/plan-detail', 'es-MX': null })
  })

  it('puts a Spanish page under /es unless given a path', () => {
    expect(buildPage('volunteer', { locale: 'es-MX' })).toMatchObject({ path: '/es/volunteer', alternates: { 'en-US': null, 'es-MX': '/es/volunteer' } })
  })

  it('merges settings, flags and alternates over its own, keeping the custom-form type', () => {
    const page = buildPage('embeddableDonationForm', { settings: { form: 'main' }, flags: { disableFooter: true }, alternates: { 'es-MX': '/es/dona' } })
    expect(page.settings).toEqual({ type: 'embeddableDonationForm', form: 'main' })
    expect(page.flags.disableFooter).toBe(true)
    expect(page.flags.disableNavigation).toBe(false)
    expect(page.alternates).toEqual({ 'en-US': '/embeddable-donation-form', 'es-MX': '/es/dona' })
  })
})

describe('buildAnyPage', () => {
  it('builds a page of a type the site does not have', () => {
    const page = buildAnyPage({ contentType: 'customFormPage', settings: { type: 'petition' } })
    expect(lacksPageType(page)).toBe(true)
    expect(pageSchema.parse(page)).toEqual(page)
  })
})
