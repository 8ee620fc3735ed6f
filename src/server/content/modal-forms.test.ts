import { describe, expect, it } from 'vitest'
import type { ActionModal, ModalCopy, Page } from '../../content-model/content-model.ts'
import type { FormDefinition } from '../../shared/forms/form-definition.ts'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture.ts'
import { buildAnyPage, buildPage } from '../../../tests/support/page-builder.ts'
import { modalFormsOf } from './modal-forms.ts'

const definition: FormDefinition = { submitLabel: 'Sign me up', fields: [{ name: 'email', kind: 'email', label: 'Email', required: true }] }
const copy = (ctaUrl: string | null): ModalCopy => ({ heading: 'Join us', body: null, ctaLabel: 'Join', ctaUrl, videoUrl: null })

const volunteer = buildPage('volunteer', { id: 'join-page', path: '/es/unete', locale: 'es-MX', fields: { form: definition } })
const article = buildAnyPage({ id: 'article', contentType: 'contentDetail', path: '/es/historia', locale: 'es-MX' })
const pages = new Map<string, Page>([volunteer, article].map((page) => [page.path, page]))

function formsOf(actionModals: ActionModal[], modalLabels: Record<string, ModalCopy>) {
  const reported: string[] = []
  const forms = modalFormsOf({ actionModals, modalLabels }, (path) => pages.get(path), (field, message) => reported.push(`${field}: ${message}`))
  return { forms, reported }
}

describe('modalFormsOf: the form a sign-up modal holds (ADR 059)', () => {
  it('is the form of the page its link leads to in the language, whatever the link’s query, fragment or trailing slash', () => {
    for (const link of ['/es/unete', '/es/unete/', '/es/unete?refcode=x#form']) {
      const { forms, reported } = formsOf([actionModalEntry({ settingsKey: 'join' })], { join: copy(link) })
      expect(forms, link).toEqual({ join: { pageId: 'join-page', path: '/es/unete', definition } })
      expect(reported).toEqual([])
    }
  })

  it('is only a sign-up modal’s: another kind linking to the same page keeps its link, and nothing is reported', () => {
    const { forms, reported } = formsOf([actionModalEntry({ settingsKey: 'join', modalType: 'halfPage' })], { join: copy('/es/unete') })
    expect(forms).toEqual({})
    expect(reported).toEqual([])
  })

  it('is left out, and reported once per modal, when the link leads to a page without a form, to no page, off the site or nowhere', () => {
    const { forms, reported } = formsOf(
      [
        actionModalEntry({ settingsKey: 'article' }),
        actionModalEntry({ settingsKey: 'article', pageTypes: ['contentDetail'] }),
        actionModalEntry({ settingsKey: 'missing' }),
        actionModalEntry({ settingsKey: 'away' }),
        actionModalEntry({ settingsKey: 'none' }),
      ],
      { article: copy('/es/historia'), missing: copy('/es/no-existe'), away: copy('https://example.org/join'), none: copy(null) },
    )
    expect(forms).toEqual({})
    expect(reported).toHaveLength(4)
    expect(reported[0]).toMatch(/^modalLabels\.article\.form: .*\/es\/historia has no form; the modal shows its copy and link$/)
    expect(reported[1]).toMatch(/^modalLabels\.missing\.form: .*\/es\/no-existe is no page/)
    expect(reported[2]).toMatch(/^modalLabels\.away\.form: .*https:\/\/example\.org\/join leaves the site/)
    expect(reported[3]).toMatch(/^modalLabels\.none\.form: .*it has no ctaUrl/)
  })

  it('asks nothing of a modal without copy: the selection never opens it', () => {
    expect(formsOf([actionModalEntry({ settingsKey: 'uncopied' })], {})).toEqual({ forms: {}, reported: [] })
  })
})
