import type { Locale } from '../locale'

/**
 * The site's own UI strings in both languages. CMS labels (siteSettings.labels) override them
 * key by key, so editors can change copy and the site still speaks when a label is missing.
 */
const en = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  languageSwitchLabel: 'Español',
  languageSwitchAria: 'Leer esta página en español',
  notFoundTitle: 'Page not found',
  notFoundBody: 'We could not find the page you were looking for. It may have moved.',
  backToHome: 'Back to the homepage',
  donate: 'Donate',
  closeDialog: 'Close',
  menu: 'Menu',
  readMore: 'Read more',
  paidForBy: 'Paid for by the campaign',
  errorTitle: 'Something went wrong',
  errorBody: 'Please try again in a moment.',
} as const

export type MessageKey = keyof typeof en

const es: Record<MessageKey, string> = {
  skipToContent: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  footerNavigation: 'Pie de página',
  languageSwitchLabel: 'English',
  languageSwitchAria: 'Read this page in English',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'No encontramos la página que buscabas. Es posible que haya cambiado de lugar.',
  backToHome: 'Volver a la página de inicio',
  donate: 'Dona',
  closeDialog: 'Cerrar',
  menu: 'Menú',
  readMore: 'Leer más',
  paidForBy: 'Pagado por la campaña',
  errorTitle: 'Algo salió mal',
  errorBody: 'Por favor, inténtalo de nuevo en un momento.',
}

export const messages: Record<Locale, Record<MessageKey, string>> = { 'en-US': en, 'es-MX': es }
