// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageOf } from '../page-type'
import { labelsQueryOptions, siteSettingsQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import ThankYouMessage from './thank-you-message'
import type { ThankYouMessageFields } from './thank-you-message.fields'
import { messages } from '../../shared/i18n/messages'

function thanksPage(fields: ThankYouMessageFields): PageOf<'thankYouMessage'> {
  return {
    id: 'thanks',
    contentType: 'customFormPage',
    locale: 'es-MX',
    title: '¡Gracias!',
    path: '/es/gracias',
    summary: null,
    heroImage: null,
    settings: { type: 'thankYouMessage' },
    flags: { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false },
    fundraisingTakeovers: [],
    fundraisingTakeoverEndDate: null,
    alternates: { 'en-US': '/thanks', 'es-MX': '/es/gracias' },
    updatedAt: null,
    fields,
  }
}

async function renderThanks(fields: ThankYouMessageFields) {
  const page = thanksPage(fields)
  const queryClient = new QueryClient()
  queryClient.setQueryData(labelsQueryOptions('es-MX').queryKey, messages['es-MX'])
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, { siteUrl: 'https://www.example.org' } as never)
  queryClient.setQueryData(siteSettingsQueryOptions('es-MX').queryKey, { siteName: 'Valle Unido' } as never)
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <ThankYouMessage page={page} /> })
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: [page.path] }) })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
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
