import { defineGlobalStyles } from '@pandacss/dev'

/**
 * Global element styles (emitted in the `base` layer). Token names refer to
 * the tokens defined in `panda.config.ts`.
 */
export const globalCss = defineGlobalStyles({
  html: {
    // Consumed by Panda's preflight (font, borders, placeholders, focusRing utility).
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
    '--global-color-placeholder': 'colors.textMuted',
    '--global-color-focus-ring': 'colors.focusRing',
    fontFamily: 'body',
    color: 'text',
    bg: 'bg',
    textSizeAdjust: '100%',
    // Keyboard focus scrolls clear of the sticky donate bar at the bottom (WCAG 2.4.11).
    scrollPaddingBottom: '16',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  body: {
    fontFamily: 'body',
    fontSize: 'body',
    fontWeight: 'body',
    lineHeight: 'body',
    color: 'text',
    bg: 'bg',
  },
  'h1, h2, h3, h4, h5, h6': {
    fontFamily: 'heading',
    fontWeight: 'title',
    lineHeight: 'title',
  },
  a: {
    color: 'link',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    transitionProperty: 'color',
    transitionDuration: 'hover',
    _hover: { color: 'linkHover' },
  },
  ':focus-visible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  // Applied to <html>/<body> while a modal or takeover is open.
  '.scroll-lock': {
    overflow: 'hidden',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transition: 'none !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      // A scroll-driven animation ignores its duration; back on the document timeline it ends at once, in its final state.
      animationTimeline: 'auto !important',
      scrollBehavior: 'auto !important',
    },
  },
})
