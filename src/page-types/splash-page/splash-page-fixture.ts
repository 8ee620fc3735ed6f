/** A Spanish splash page for the component tests, as served (its fields the schema's output). */
import type { Page } from '../../queries/content-model'
import type { PageOf } from '../page-type'
import type { SplashPageFields } from './splash-page.fields'

export function splashPage(fields: SplashPageFields, heroImage: Page['heroImage']): PageOf<'splashPage'> {
  return {
    id: 'welcome',
    contentType: 'customFormPage',
    locale: 'es-MX',
    title: 'Bienvenida',
    path: '/es/bienvenida',
    summary: 'Juntas ganamos.',
    heroImage,
    settings: { type: 'splashPage' },
    flags: { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false },
    fundraisingTakeovers: [],
    fundraisingTakeoverEndDate: null,
    alternates: { 'en-US': '/welcome', 'es-MX': '/es/bienvenida' },
    updatedAt: null,
    fields: fields,
  }
}
