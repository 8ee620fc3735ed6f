// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { withQueries } from '../../../tests/support/render-with-queries'
import type { Locale } from '../../shared/locale'
import PolicyCalculator from './policy-calculator'
import { calculatorPage } from '../../../tests/fixtures/page-types/policy-calculator-fixture'

/** The calculator as the site serves it: under a catch-all route, at `search` on its own path. */
function setUp(locale: Locale, search = '') {
  const page = calculatorPage(locale)
  const { router, app } = withQueries(<PolicyCalculator page={page} />, { locale, path: `${page.path}${search}` })
  return { page, router, app }
}

async function renderCalculator(locale: Locale, search = '') {
  const { page, router, app } = setUp(locale, search)
  render(app)
  const input = await screen.findByRole('textbox', { name: page.fields.inputLabel as string })
  return { page, router, input }
}

function calculate(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: /calculate|calcular/i }))
}

const resultArea = () => document.querySelector<HTMLElement>('[aria-live="polite"]')
const breakdown = () => screen.queryAllByRole('listitem').map((item) => item.textContent)

afterEach(() => cleanup())

describe('PolicyCalculator in English', () => {
  it('shows what a typed amount would pay, with the breakdown by bracket, and writes the amount to the URL', async () => {
    const { router, input } = await renderCalculator('en-US')
    calculate(input, '25,000,000')
    expect(resultArea()?.textContent).toContain('You would pay $630,000 more a year.')
    expect(screen.getByRole('heading', { level: 2, name: 'How we got there' })).toBeTruthy()
    expect(breakdown()).toEqual(['2% on the part of your amount between $1,000,000 and $10,000,000: $180,000', '3% on the part of your amount above $10,000,000: $450,000'])
    await waitFor(() => expect(router.state.location.search).toEqual({ amount: 25_000_000 }))
    expect(router.state.location.pathname).toBe('/wealth-tax-calculator')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('shows the money a household inside the phase-out gets back, with the credit line', async () => {
    const { input } = await renderCalculator('en-US')
    calculate(input, '$90,000')
    expect(resultArea()?.textContent).toContain('You would get $750 back a year.')
    expect(breakdown()).toEqual(['Household credit: −$750'])
  })

  it('says nothing changes, without a breakdown, when the amount is neither taxed nor credited', async () => {
    const { input } = await renderCalculator('en-US')
    calculate(input, '500000')
    expect(resultArea()?.textContent).toBe('You would pay nothing more.')
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })

  it('describes the field by its hint', async () => {
    const { input } = await renderCalculator('en-US')
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Everything you own, less what you owe. Example: 85,000')
    expect(input.getAttribute('inputmode')).toBe('decimal')
    expect(input.getAttribute('name')).toBe('amount')
    expect(input.getAttribute('autocomplete')).toBe('off')
  })
})

describe('PolicyCalculator in Spanish', () => {
  it('speaks Spanish and writes money as Mexico does', async () => {
    const { input } = await renderCalculator('es-MX')
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeTruthy()
    calculate(input, '1,250,000.50')
    expect(resultArea()?.textContent).toContain('Pagarías $5,000.01 más al año.')
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo llegamos a esta cifra' })).toBeTruthy()
    expect(breakdown()).toEqual(['2% sobre la parte de tu cantidad entre $1,000,000 y $10,000,000: $5,000.01'])
  })

  it('shows Spanish messages for a mistake', async () => {
    const { input } = await renderCalculator('es-MX')
    calculate(input, 'mil')
    expect(screen.getByRole('alert').textContent).toBe('Escribe una cantidad con números, por ejemplo 85,000.')
  })
})

describe('PolicyCalculator with an amount it cannot use', () => {
  it.each([
    ['abc', 'Enter an amount in numbers, like 85,000.'],
    ['-5', 'Enter an amount of zero or more.'],
    ['99999999999999999', 'That amount is larger than this calculator can handle. Enter $1,000,000,000,000 or less.'],
    ['', 'Enter an amount to see the result.'],
  ])('for %j, says what is wrong under the field, clears the last result and shows no NaN', async (text, message) => {
    const { router, input } = await renderCalculator('en-US')
    calculate(input, '5,000,000')
    expect(resultArea()?.textContent).toContain('$80,000')
    await waitFor(() => expect(router.state.location.search).toEqual({ amount: 5_000_000 }))

    calculate(input, text)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(message)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
    expect(resultArea()?.textContent).toBe('')
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    // The refusal stands once the URL has caught up.
    expect(screen.getByRole('alert').textContent).toBe(message)
  })

  it('clears the mistake once a good amount is entered', async () => {
    const { input } = await renderCalculator('en-US')
    calculate(input, 'abc')
    calculate(input, '5000000')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(resultArea()?.textContent).toContain('You would pay $80,000 more a year.')
  })
})

describe('PolicyCalculator from the URL', () => {
  it('shows the result for ?amount= in the address without any interaction', async () => {
    const { input } = await renderCalculator('en-US', '?amount=250000')
    expect((input as HTMLInputElement).value).toBe('250000')
    expect(resultArea()?.textContent).toBe('You would pay nothing more.')
  })

  it('reads an amount the form sent with separators', async () => {
    await renderCalculator('en-US', `?amount=${encodeURIComponent('$25,000,000')}`)
    expect(resultArea()?.textContent).toContain('You would pay $630,000 more a year.')
  })

  it.each([
    ['?amount=abc', 'Enter an amount in numbers, like 85,000.'],
    ['?amount=-5', 'Enter an amount of zero or more.'],
    ['?amount=1e400', 'Enter an amount in numbers, like 85,000.'],
    ['?amount=99999999999999999', 'That amount is larger than this calculator can handle. Enter $1,000,000,000,000 or less.'],
    ['?amount=', 'Enter an amount to see the result.'],
  ])('does not trust %s: it shows the mistake and no result', async (search, message) => {
    const { input } = await renderCalculator('en-US', search)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(resultArea()?.textContent).toBe('')
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/)
  })

  it('follows a link to another amount after a submission', async () => {
    const { page, router, input } = await renderCalculator('en-US')
    calculate(input, '90000')
    await waitFor(() => expect(router.state.location.search).toEqual({ amount: 90_000 }))
    await router.navigate({ to: page.path, search: { amount: 5_000_000 } })
    await waitFor(() => expect(resultArea()?.textContent).toContain('You would pay $80,000 more a year.'))
    const field = screen.getByRole('textbox', { name: page.fields.inputLabel as string }) as HTMLInputElement
    expect(field.value).toBe('5000000')
  })

  it('is in the server’s HTML, so it works without JavaScript', async () => {
    const { router, app } = setUp('es-MX', '?amount=5000000')
    await router.load()
    const html = renderToString(app)
    expect(html).toContain('Pagarías <strong>$80,000</strong> más al año.')
    expect(html).toContain('method="get"')
    expect(html).toContain('action="/es/calculadora-impuesto-riqueza"')
  })
})

describe('PolicyCalculator body', () => {
  it('renders the rich text after the calculator', async () => {
    await renderCalculator('en-US')
    expect(within(document.body).getByText('Only the largest fortunes pay.')).toBeTruthy()
  })
})
