/** The brand font's file that every page's text needs (latin, both axes): its URL in this build. */
import archivoLatinWdthUrl from '@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2?url'

export const brandFontUrl: string = archivoLatinWdthUrl
