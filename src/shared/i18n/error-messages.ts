import type { Locale } from '../locale'

/**
 * The words of the error page, which must speak when nothing else loaded (not even the labels):
 * small enough to ship in the browser's code. Part of the full catalogue too (messages.ts).
 */
export const errorMessages = {
  'en-US': {
    errorTitle: 'Something went wrong',
    errorBody: 'Please try again in a moment.',
    errorReference: 'If you write to us about it, give this reference:',
    backToHome: 'Back to the homepage',
  },
  'es-MX': {
    errorTitle: 'Algo salió mal',
    errorBody: 'Por favor, inténtalo de nuevo en un momento.',
    errorReference: 'Si nos escribes sobre esto, incluye esta referencia:',
    backToHome: 'Volver a la página de inicio',
  },
} as const satisfies Record<Locale, Record<string, string>>
