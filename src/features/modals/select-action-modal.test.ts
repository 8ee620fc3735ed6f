import { describe, expect, it } from 'vitest'
import { explainActionModals, nextSelection, selectActionModal, type SelectionInput } from './select-action-modal'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture'

const entry = actionModalEntry

const copy = { heading: 'Join us', body: null, ctaLabel: null, ctaUrl: null, videoUrl: null }

const input = (overrides: Partial<SelectionInput> = {}): SelectionInput => ({
  actionModals: [entry()],
  modalLabels: { signup: copy, vote: copy, donate: copy, video: copy },
  stateCode: 'TX',
  pageContentType: 'campaignHomepage',
  fundraisingAsksOff: false,
  ...overrides,
})

describe('action modal selection: state targeting', () => {
  it('shows an untargeted modal (empty state list) to every visitor, even one whose state is unknown', () => {
    const modal = entry({ stateCode: [] })
    expect(selectActionModal(input({ actionModals: [modal], stateCode: 'TX' }))).toBe(modal)
    expect(selectActionModal(input({ actionModals: [modal], stateCode: undefined }))).toBe(modal)
  })

  it('shows a state-targeted modal to a visitor from one of its states, whatever the letter case', () => {
    const modal = entry({ stateCode: ['IA', 'tx'] })
    expect(selectActionModal(input({ actionModals: [modal], stateCode: 'TX' }))).toBe(modal)
    expect(selectActionModal(input({ actionModals: [modal], stateCode: 'ia' }))).toBe(modal)
  })

  it('does not show a state-targeted modal to a visitor from another state', () => {
    expect(selectActionModal(input({ actionModals: [entry({ stateCode: ['IA', 'NH'] })], stateCode: 'TX' }))).toBeNull()
  })

  it('does not show a state-targeted modal while the visitor’s state is unknown', () => {
    expect(selectActionModal(input({ actionModals: [entry({ stateCode: ['TX'] })], stateCode: undefined }))).toBeNull()
  })
})

describe('action modal selection: page type, modal type, fundraising and copy', () => {
  it('shows a modal only on the page types it lists', () => {
    const modal = entry({ pageTypes: ['contentDetail', 'campaignHomepage'] })
    expect(selectActionModal(input({ actionModals: [modal], pageContentType: 'campaignHomepage' }))).toBe(modal)
    expect(selectActionModal(input({ actionModals: [modal], pageContentType: 'planDetail' }))).toBeNull()
  })

  it('shows no modal on a page whose content type is unknown', () => {
    expect(selectActionModal(input({ pageContentType: null }))).toBeNull()
  })

  it('does not show a modal whose type is not one of the allowed modal kinds', () => {
    expect(selectActionModal(input({ actionModals: [entry({ modalType: 'popunder' })] }))).toBeNull()
    const video = entry({ modalType: 'video' })
    expect(selectActionModal(input({ actionModals: [video] }))).toBe(video)
  })

  it('honours a narrower allowed list of modal kinds', () => {
    const video = entry({ modalType: 'video' })
    expect(selectActionModal(input({ actionModals: [video], allowedKinds: ['plans'] }))).toBeNull()
    expect(selectActionModal(input({ actionModals: [video], allowedKinds: ['video'] }))).toBe(video)
  })

  it('hides a fundraising modal while fundraising modals are off', () => {
    expect(selectActionModal(input({ actionModals: [entry({ isFundraising: true })], fundraisingAsksOff: true }))).toBeNull()
  })

  it('shows a fundraising modal when fundraising modals are on', () => {
    const modal = entry({ isFundraising: true })
    expect(selectActionModal(input({ actionModals: [modal], fundraisingAsksOff: false }))).toBe(modal)
  })

  it('keeps showing a non-fundraising modal while fundraising modals are off', () => {
    const modal = entry({ isFundraising: false })
    expect(selectActionModal(input({ actionModals: [modal], fundraisingAsksOff: true }))).toBe(modal)
  })

  it('does not show a modal that has no copy in modalLabels', () => {
    expect(selectActionModal(input({ actionModals: [entry({ settingsKey: 'missing' })] }))).toBeNull()
  })

  it('does not take inherited object properties for modal copy', () => {
    expect(selectActionModal(input({ actionModals: [entry({ settingsKey: 'toString' })] }))).toBeNull()
  })

  it('shows nothing when the site has no action modals', () => {
    expect(selectActionModal(input({ actionModals: [] }))).toBeNull()
  })
})

describe('action modal selection: order', () => {
  it('chooses the first qualifying entry in the editor’s order', () => {
    const skipped = entry({ settingsKey: 'vote', stateCode: ['IA'] })
    const first = entry({ settingsKey: 'signup' })
    const second = entry({ settingsKey: 'donate' })
    expect(selectActionModal(input({ actionModals: [skipped, first, second] }))).toBe(first)
    expect(selectActionModal(input({ actionModals: [skipped, second, first] }))).toBe(second)
  })
})

describe('explainActionModals', () => {
  it('says why each entry does not qualify, for the segments devtools panel', () => {
    const verdicts = explainActionModals(
      input({
        stateCode: 'TX',
        pageContentType: 'planDetail',
        fundraisingAsksOff: true,
        actionModals: [
          entry({ settingsKey: 'signup' }),
          entry({ settingsKey: 'vote', stateCode: ['IA'], pageTypes: ['planDetail'] }),
          entry({ settingsKey: 'donate', modalType: 'popunder', pageTypes: ['planDetail'] }),
          entry({ settingsKey: 'video', isFundraising: true, pageTypes: ['planDetail'] }),
          entry({ settingsKey: 'missing', pageTypes: ['planDetail'] }),
          entry({ settingsKey: 'vote', modalType: 'video', pageTypes: ['planDetail'] }),
        ],
      }),
    )
    expect(verdicts.map((verdict) => [verdict.settingsKey, verdict.qualifies, verdict.reasons.length])).toEqual([
      ['signup', false, 1],
      ['vote', false, 1],
      ['donate', false, 1],
      ['video', false, 1],
      ['missing', false, 1],
      ['vote', true, 0],
    ])
    expect(verdicts[0]?.reasons[0]).toContain('planDetail')
    expect(verdicts[1]?.reasons[0]).toContain('IA')
    expect(verdicts[1]?.reasons[0]).toContain('TX')
    expect(verdicts[2]?.reasons[0]).toContain('popunder')
    expect(verdicts[3]?.reasons[0]).toMatch(/fundraising/)
    expect(verdicts[4]?.reasons[0]).toContain('missing')
  })

  it('names an unknown visitor state and a missing page type in its reasons', () => {
    const [verdict] = explainActionModals(input({ stateCode: undefined, pageContentType: null, actionModals: [entry({ stateCode: ['TX'] })] }))
    expect(verdict?.qualifies).toBe(false)
    expect(verdict?.reasons).toHaveLength(2)
    expect(verdict?.reasons.join(' ')).toContain('unknown')
    expect(verdict?.reasons.join(' ')).toContain('(none)')
  })

  it('lists every failed rule of one entry', () => {
    const [verdict] = explainActionModals(
      input({ fundraisingAsksOff: true, stateCode: 'TX', actionModals: [entry({ settingsKey: 'missing', stateCode: ['IA'], pageTypes: [], modalType: 'popunder', isFundraising: true })] }),
    )
    expect(verdict?.reasons).toHaveLength(5)
  })
})

describe('nextSelection', () => {
  const current = entry({ settingsKey: 'signup' })

  it('replaces the current modal with a different qualifying one', () => {
    const candidate = entry({ settingsKey: 'vote' })
    expect(nextSelection(current, candidate, 'TX', 'contentDetail')).toBe(candidate)
  })

  it('selects the qualifying modal when nothing was selected', () => {
    const candidate = entry({ settingsKey: 'vote' })
    expect(nextSelection(null, candidate, undefined, 'contentDetail')).toBe(candidate)
  })

  it('keeps the current object for the same settingsKey, so a pending open is not restarted', () => {
    const sameKey = entry({ settingsKey: 'signup', modalDelay: 5 })
    expect(nextSelection(current, sameKey, 'TX', 'contentDetail')).toBe(current)
  })

  it('clears the selection when nothing qualifies and the visitor’s state is known', () => {
    expect(nextSelection(current, null, 'TX', 'contentDetail')).toBeNull()
  })

  it('keeps the selection when nothing qualifies while the visitor’s state is still unknown, on a page type it targets', () => {
    expect(nextSelection(current, null, undefined, current.pageTypes[0] ?? null)).toBe(current)
  })

  it('drops the selection on a page type it does not target, even while the state is unknown', () => {
    expect(nextSelection(current, null, undefined, 'some-other-page-type')).toBeNull()
    expect(nextSelection(current, null, undefined, null)).toBeNull()
  })
})
