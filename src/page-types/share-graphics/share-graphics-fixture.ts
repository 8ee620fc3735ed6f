/** A share-graphics page for the component tests, as served (its fields the schema's output). */
import type { PageOf } from '../page-type'
import type { ShareGraphicsFields } from './share-graphics.fields'

export function graphicsPage(fields: ShareGraphicsFields): PageOf<'shareGraphics'> {
  return {
    id: 'graphics',
    contentType: 'customFormPage',
    locale: 'en-US',
    title: 'Share the campaign',
    path: '/share',
    summary: null,
    heroImage: null,
    settings: { type: 'shareGraphics' },
    flags: { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false },
    fundraisingTakeovers: [],
    fundraisingTakeoverEndDate: null,
    alternates: { 'en-US': '/share', 'es-MX': null },
    updatedAt: null,
    fields: fields,
  }
}
