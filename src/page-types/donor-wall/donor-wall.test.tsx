// @vitest-environment happy-dom
/**
 * The donor wall as a visitor reads it: a first name the ledger's check found not name-shaped
 * (null in the view) reads "A supporter", in the page's language.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import { donorWallQueryOptions } from '../../features/fundraising/fundraising-query-options'
import type { Locale } from '../../shared/locale'
import DonorWall from './donor-wall'

const view = {
  donors: [
    { firstName: null, detail: 'TX · Nov 20' },
    { firstName: 'José', detail: 'CA · Nov 19' },
  ],
  page: 1,
  pageCount: 1,
  total: 2,
  totalText: '2',
}

async function renderWall(locale: Locale) {
  const page = buildPage('donorWall', { id: 'wall', title: 'Donors', path: locale === 'en-US' ? '/donors' : '/es/donantes', locale })
  renderWithQueries(<DonorWall page={page} />, { locale, seed: [[donorWallQueryOptions(page.id, locale, 1).queryKey, view]], path: page.path })
  await screen.findByRole('heading', { level: 1, name: 'Donors' })
  return [...document.querySelectorAll('[data-donor-wall] li')].map((item) => item.firstElementChild?.textContent)
}

afterEach(cleanup)

describe('the donor wall', () => {
  it('names a donor whose first name is not a name "A supporter", and others by name', async () => {
    expect(await renderWall('en-US')).toEqual(['A supporter', 'José'])
  })

  it('writes it in Spanish on a Spanish page', async () => {
    expect(await renderWall('es-MX')).toEqual(['Un simpatizante', 'José'])
  })
})
