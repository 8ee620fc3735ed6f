/** A Spanish splash page for the component tests, as served (its fields the schema's output). */
import { buildPage } from '../../../tests/support/page-builder'
import type { Page } from '../../content-model/content-model'
import type { PageOf } from '../page-type'
import type { SplashPageFields } from './splash-page.fields'

export function splashPage(fields: SplashPageFields, heroImage: Page['heroImage']): PageOf<'splashPage'> {
  return buildPage('splashPage', {
    id: 'welcome',
    locale: 'es-MX',
    title: 'Bienvenida',
    path: '/es/bienvenida',
    summary: 'Juntas ganamos.',
    heroImage,
    alternates: { 'en-US': '/welcome' },
    fields,
  })
}
