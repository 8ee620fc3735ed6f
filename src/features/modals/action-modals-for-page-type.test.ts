import { describe, expect, it } from 'vitest'
import type { ModalCopy } from '../../content-model/content-model'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture'
import { actionModalsForPageType } from './action-modals-for-page-type'

const copy = (heading: string): ModalCopy => ({ heading, body: null, ctaLabel: null, ctaUrl: null, videoUrl: null })

describe('actionModalsForPageType', () => {
  it('keeps every entry of the page type, whatever state it targets, in order, with only their copy', () => {
    const texas = actionModalEntry({ settingsKey: 'texas', stateCode: ['TX'], pageTypes: ['campaignHomepage', 'contentDetail'] })
    const plans = actionModalEntry({ settingsKey: 'plans', pageTypes: ['planDetail'] })
    const anyone = actionModalEntry({ settingsKey: 'anyone' })
    const settings = { actionModals: [texas, plans, anyone], modalLabels: { texas: copy('Texas'), plans: copy('Plans'), anyone: copy('Anyone'), orphan: copy('Orphan') } }
    expect(actionModalsForPageType(settings, 'campaignHomepage')).toEqual({ actionModals: [texas, anyone], modalLabels: { texas: copy('Texas'), anyone: copy('Anyone') } })
    expect(actionModalsForPageType(settings, 'searchPage')).toEqual({ actionModals: [], modalLabels: {} })
  })

  it('leaves out an entry’s missing copy, which the selection then refuses', () => {
    const entry = actionModalEntry({ settingsKey: 'missing' })
    expect(actionModalsForPageType({ actionModals: [entry], modalLabels: {} }, 'campaignHomepage')).toEqual({ actionModals: [entry], modalLabels: {} })
  })
})
