import { describe, expect, it } from 'vitest'
import type { ModalCopy } from '../../content-model/content-model'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture'
import type { ModalForm } from '../../shared/forms/modal-form'
import { actionModalsForPageType } from './action-modals-for-page-type'

const copy = (heading: string): ModalCopy => ({ heading, body: null, ctaLabel: null, ctaUrl: null, videoUrl: null })

describe('actionModalsForPageType', () => {
  it('keeps every entry of the page type, whatever state it targets, in order, with only their copy', () => {
    const texas = actionModalEntry({ settingsKey: 'texas', stateCode: ['TX'], pageTypes: ['campaignHomepage', 'contentDetail'] })
    const plans = actionModalEntry({ settingsKey: 'plans', pageTypes: ['planDetail'] })
    const anyone = actionModalEntry({ settingsKey: 'anyone' })
    const settings = { actionModals: [texas, plans, anyone], modalLabels: { texas: copy('Texas'), plans: copy('Plans'), anyone: copy('Anyone'), orphan: copy('Orphan') } }
    expect(actionModalsForPageType(settings, 'campaignHomepage')).toEqual({ actionModals: [texas, anyone], modalLabels: { texas: copy('Texas'), anyone: copy('Anyone') }, modalForms: {} })
    expect(actionModalsForPageType(settings, 'searchPage')).toEqual({ actionModals: [], modalLabels: {}, modalForms: {} })
  })

  it('leaves out an entry’s missing copy, which the selection then refuses', () => {
    const entry = actionModalEntry({ settingsKey: 'missing' })
    expect(actionModalsForPageType({ actionModals: [entry], modalLabels: {} }, 'campaignHomepage')).toEqual({ actionModals: [entry], modalLabels: {}, modalForms: {} })
  })

  it('carries the sign-up forms of this page type’s entries only (ADR 059)', () => {
    const form = (pageId: string): ModalForm => ({ pageId, path: `/${pageId}`, definition: { submitLabel: 'Join', fields: [{ name: 'email', kind: 'email', label: 'Email' }] } })
    const here = actionModalEntry({ settingsKey: 'here' })
    const elsewhere = actionModalEntry({ settingsKey: 'elsewhere', pageTypes: ['planDetail'] })
    const settings = { actionModals: [here, elsewhere], modalLabels: { here: copy('Here'), elsewhere: copy('Elsewhere') } }
    expect(actionModalsForPageType(settings, 'campaignHomepage', { here: form('volunteer'), elsewhere: form('survey') }).modalForms).toEqual({ here: form('volunteer') })
  })
})
