/**
 * The brand font's switch (ADR 030), shared by the stylesheet, the head's script and the browser
 * code: the attribute on <html> that sets text in Archivo, and the storage key that remembers the
 * browser has the font cached.
 */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font'
export const BRAND_FONT_STORAGE_KEY = 'campaign-site:brand-font'

/**
 * Runs in the head before the first paint: a browser that stored this font file's URL (so has it
 * cached) sets its text in it at once, with nothing to swap. A new build's font file has another
 * URL, so an old mark is not trusted. Plain ES5, inline (its hash is in the page's script-src).
 */
export const brandFontHeadScript = (fontUrl: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_STORAGE_KEY)})===${JSON.stringify(fontUrl)})document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"")}catch(e){}`
