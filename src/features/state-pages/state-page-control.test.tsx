// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import { messages } from '../../shared/i18n/messages'
import { STATE_PAGES_ENDPOINT } from '../../shared/state-pages'
import { StatePageControl } from './state-page-control'

afterEach(cleanup)

/** The control's form fields, as the browser would post them. */
const posted = (button: HTMLElement) => Object.fromEntries(new FormData(button.closest('form') as HTMLFormElement))

describe('the state page control', () => {
  it('on a state page: a plain form to the national page, back to this base URL', () => {
    renderWithQueries(<StatePageControl locale="es-MX" choice={{ state: 'ia', shown: true }} path="/es/pledge" />, { locale: 'es-MX' })
    const button = screen.getByRole('button', { name: messages['es-MX'].showNationalPage })
    expect(button.getAttribute('data-action')).toBe('show-national-page')
    const form = button.closest('form') as HTMLFormElement
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', STATE_PAGES_ENDPOINT])
    expect(posted(button)).toEqual({ show: 'national', return: '/es/pledge' })
  })

  it('on the base page of a visitor who turned state pages off: the way back', () => {
    renderWithQueries(<StatePageControl locale="en-US" choice={{ state: 'ia', shown: false }} path="/" />)
    const button = screen.getByRole('button', { name: messages['en-US'].showStatePage })
    expect(button.getAttribute('data-action')).toBe('show-state-page')
    expect(posted(button)).toEqual({ show: 'state', return: '/' })
  })
})
