// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import type { Page } from '../../content-model/content-model'
import SplashPage from './splash-page'
import type { SplashPageFields } from './splash-page.fields'
// Built in another module: the style extractor reads literal props of JSX in this file as styles.
import { splashPage } from '../../../tests/fixtures/page-types/splash-page-fixture'

function renderSplash(fields: SplashPageFields, heroImage: Page['heroImage']) {
  const page = splashPage(fields, heroImage)
  renderWithQueries(<SplashPage page={page} />, { locale: page.locale, path: page.path })
}

const hero = { id: 'hero', title: 'Hero', description: 'A rally', url: 'https://cdn.example/hero.jpg', contentType: 'image/jpeg', width: 2400, height: 1600, size: 300_000 }

afterEach(() => cleanup())

describe('SplashPage', () => {
  it('shows the title and words over the hero picture, sized and loaded first, and one button onwards', async () => {
    renderSplash({ ctaLink: { label: 'Dona', pageHref: null, url: '/donate' } }, hero)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bienvenida')
    expect(screen.getByText('Juntas ganamos.')).toBeTruthy()
    const image = document.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://cdn.example/hero.jpg')
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['2400', '1600', 'eager', 'high'])
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Dona', '/es/donate']])
  })

  it('stands without a picture or a button', async () => {
    renderSplash({}, null)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bienvenida')
    expect(document.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
