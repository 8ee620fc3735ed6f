/**
 * What a visitor sees when another site's page posted one of our forms from their browser: a 403
 * in their language, from strings alone, saying nothing was kept and leading to the form on this
 * site, where they can send it themselves if they meant to.
 */
import type { Locale } from '../../shared/locale.ts'
import { plainMessagePage } from './plain-message-page.server.ts'

export function crossSiteRefusalPage(locale: Locale, url: string): Response {
  return plainMessagePage({ locale, status: 403, marker: 'data-cross-site-refused', title: 'crossSiteTitle', body: 'crossSiteBody', back: 'crossSiteToForm', url })
}
