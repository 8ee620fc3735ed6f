/** The brand font's latin file (both axes; Latin-1 included), which every page's title needs: its URL in this build, for the preload (ADR 061). */
import archivoLatinWdthUrl from '@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2?url'

export const brandFontUrl: string = archivoLatinWdthUrl
