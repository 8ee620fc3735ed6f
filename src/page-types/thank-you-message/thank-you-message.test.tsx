// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import ThankYouMessage from './thank-you-message'
import type { ThankYouMessageFields } from './thank-you-message.fields'

async function renderThanks(fields: ThankYouMessageFields) {
  const page = buildPage('thankYouMessage', { id: 'thanks', locale: 'es-MX', title: '¡Gracias!', path: '/es/gracias', alternates: { 'en-US': '/thanks' }, fields })
  renderWithQueries(<ThankYouMessage page={page} />, {
    locale: 'es-MX',
    seed: [
      [publicConfigQueryOptions().queryKey, { siteUrl: 'https://www.example.org' } as never],
      [siteSettingsQueryOptions('es-MX').queryKey, { siteName: 'Valle Unido' } as never],
    ],
    path: page.path,
  })
  await screen.findByRole('heading', { level: 1 })
}

const shareOnX = () => new URL(screen.getByRole('link', { name: 'Compartir en X' }).getAttribute('href') ?? '')

afterEach(() => cleanup())

describe('ThankYouMessage', () => {
  it('thanks, invites sharing the site’s home in the visitor’s language with the suggested words, and offers the button', async () => {
    await renderThanks({ shareText: '¡Me uní a la campaña!', ctaLink: { label: 'Ver las propuestas', pageHref: '/es/propuestas', url: null } })
    expect(shareOnX().searchParams.get('url')).toBe('https://www.example.org/es')
    expect(shareOnX().searchParams.get('text')).toBe('¡Me uní a la campaña!')
    expect(screen.getByRole('link', { name: 'Ver las propuestas' }).getAttribute('href')).toBe('/es/propuestas')
  })

  it('shares with the site’s name when the editor suggested no words', async () => {
    await renderThanks({})
    expect(shareOnX().searchParams.get('text')).toBe('Valle Unido')
  })
})
