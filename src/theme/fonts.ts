/**
 * Font loading.
 *
 * The @font-face rules come from `@fontsource-variable/archivo/wdth.css`
 * (imported by `app.css`): family "Archivo Variable", weights 100–900,
 * `font-stretch: 62% 125%` (width axis), `font-display: swap`, split by
 * unicode-range into latin / latin-ext / vietnamese files.
 *
 * Optional: preload the latin file (the one every page needs) from the root
 * route's `head().links`. The URL resolves to the same asset the CSS uses.
 */
import archivoLatinWdthUrl from '@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2?url'

export { archivoLatinWdthUrl }

export const fontPreloadLinks = [
  {
    rel: 'preload',
    href: archivoLatinWdthUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
] as const
