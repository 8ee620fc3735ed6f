import type { Locale } from '../locale'

/**
 * The site's own UI strings in both languages. CMS labels (siteSettings.labels) override them
 * key by key, so editors can change copy and the site still speaks when a label is missing.
 */
const en = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  alertBarLabel: 'Announcement',
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
  errorReference: 'If you write to us about it, give this reference:',
  pollingZipPrompt: 'Enter your zip code to see how and when to vote in your state.',
  pollingZipLabel: 'Zip code',
  pollingZipInvalid: 'A zip code is five digits, like 78701.',
  pollingZipSubmit: 'Show my voting information',
  pollingLooking: 'Looking up your state…',
  pollingNoInformation: 'We do not have voting information for your state yet. Your state’s election office can help.',
  registrationDeadline: 'Registration deadline',
  earlyVoting: 'Early voting',
  officialLookup: 'Find your polling place',
  changeZip: 'Use another zip code',
  playVideo: 'Play the video',
} as const

export type MessageKey = keyof typeof en

const es: Record<MessageKey, string> = {
  skipToContent: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  alertBarLabel: 'Aviso',
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
  errorReference: 'Si nos escribes sobre esto, incluye esta referencia:',
  pollingZipPrompt: 'Escribe tu código postal para saber cómo y cuándo votar en tu estado.',
  pollingZipLabel: 'Código postal',
  pollingZipInvalid: 'Un código postal tiene cinco dígitos, por ejemplo 78701.',
  pollingZipSubmit: 'Ver mi información para votar',
  pollingLooking: 'Buscando tu estado…',
  pollingNoInformation: 'Aún no tenemos información para votar en tu estado. La oficina electoral de tu estado puede ayudarte.',
  registrationDeadline: 'Fecha límite para registrarte',
  earlyVoting: 'Votación anticipada',
  officialLookup: 'Encuentra tu centro de votación',
  changeZip: 'Usar otro código postal',
  playVideo: 'Ver el video',
}

export const messages: Record<Locale, Record<MessageKey, string>> = { 'en-US': en, 'es-MX': es }
