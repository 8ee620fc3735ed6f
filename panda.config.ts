import { defineConfig, defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev'
import type { Config } from '@pandacss/dev'
import { globalCss } from './src/theme/global-css'
import { recipes } from './src/theme/recipes'
import {
  breakpoints,
  contentGutter,
  durations,
  fontSizes,
  fontWeights,
  fontWidths,
  fonts,
  lineHeights,
  maxWidths,
  navOffset,
  palette,
  px,
  seconds,
  semanticColors,
  twoColumn,
  typeScaleBreakpoint,
  zIndex,
} from './src/theme/tokens'

type Nested<V> = { readonly [key: string]: V | Nested<V> }
type TokenTree<T> = { [key: string]: { value: T } | TokenTree<T> }

/** `{ a: 1, b: { c: 2 } }` → `{ a: { value: f(1) }, b: { c: { value: f(2) } } }` */
function toTokens<V extends string | number, T>(values: Nested<V>, format: (value: V) => T): TokenTree<T> {
  const tree: TokenTree<T> = {}
  for (const [key, value] of Object.entries(values)) {
    tree[key] = typeof value === 'object' ? toTokens(value, format) : { value: format(value) }
  }
  return tree
}

const identity = <T>(value: T): T => value

/** Semantic colours reference palette tokens: `red.dark` → `{colors.red.dark}`. */
function toSemanticColorTokens(values: Nested<string>): TokenTree<string> {
  const tree: TokenTree<string> = {}
  for (const [key, value] of Object.entries(values)) {
    tree[key] =
      typeof value === 'string' ? { value: `{colors.${value}}` } : toSemanticColorTokens(value)
  }
  return tree
}

const tokens = defineTokens({
  colors: {
    ...toTokens(palette, identity),
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
  },
  fontSizes: toTokens(fontSizes, px),
  fontWeights: toTokens(fontWeights, identity),
  lineHeights: toTokens(lineHeights, identity),
  sizes: {
    ...toTokens(maxWidths, px),
    twoColumn: toTokens(
      {
        content: twoColumn.content,
        maxWidth: twoColumn.maxWidth,
        callout: twoColumn.calloutWidth,
      },
      px,
    ),
  },
  spacing: {
    contentGutter: { value: px(contentGutter) },
    navOffset: toTokens(navOffset, px),
    twoColumn: toTokens(
      {
        desktopMarginRight: twoColumn.desktopMarginRight,
        desktopMarginLeft: twoColumn.desktopMarginLeft,
        mobileMargin: twoColumn.mobileMargin,
      },
      px,
    ),
  },
  durations: toTokens(durations, seconds),
  zIndex: toTokens(zIndex, identity),
})

const semanticTokens = defineSemanticTokens({
  colors: toSemanticColorTokens(semanticColors),
  // Body in the system's sans-serif, headings in Archivo from the first view (ADR 061).
  fonts: {
    body: { value: fonts.body.join(', ') },
    heading: { value: fonts.heading.join(', ') },
  },
  fontSizes: {
    body: {
      value: { base: '{fontSizes.bodyMobile}', [typeScaleBreakpoint]: '{fontSizes.bodyDesktop}' },
    },
    title: {
      value: { base: '{fontSizes.titleMobile}', [typeScaleBreakpoint]: '{fontSizes.titleDesktop}' },
    },
  },
})

const textStyles = defineTextStyles({
  body: {
    description: 'Body copy: 18px on mobile, 26px from desktopSmall',
    value: {
      fontFamily: 'body',
      fontWeight: 'body',
      lineHeight: 'body',
      fontSize: { base: 'bodyMobile', [typeScaleBreakpoint]: 'bodyDesktop' },
    },
  },
  title: {
    description: 'Page title: 42px on mobile, 72px from desktopSmall',
    value: {
      fontFamily: 'heading',
      fontWeight: 'title',
      lineHeight: 'title',
      fontSize: { base: 'titleMobile', [typeScaleBreakpoint]: 'titleDesktop' },
    },
  },
  extraWide: {
    description: 'Archivo at width 125',
    value: { fontStretch: fontWidths.extraWide },
  },
  compressed: {
    description: 'Archivo at width 62',
    value: { fontStretch: fontWidths.compressed },
  },
})

/**
 * Drop default-preset pieces that clash with the brand theme:
 * - preset-panda's colour palette (its `red.50`…`red.950` would merge into
 *   our `red`) and its `sm`…`2xl` breakpoints (replaced by those of docs/behaviour.md §13);
 * - preset-base's `container` pattern (the name is taken by our recipe).
 * Returns new objects; the bundled presets are not mutated.
 */
const presetResolved: NonNullable<NonNullable<Config['hooks']>['preset:resolved']> = ({ preset, name }) => {
  if (name === '@pandacss/preset-panda' && preset.theme) {
    return {
      ...preset,
      theme: {
        ...without(preset.theme, 'breakpoints'),
        tokens: without(preset.theme.tokens ?? {}, 'colors'),
      },
    }
  }
  if (name === '@pandacss/preset-base' && preset.patterns) {
    return { ...preset, patterns: without(preset.patterns, 'container') }
  }
  return undefined
}

/** Shallow copy of `object` without `key`. */
function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  const copy = { ...object }
  delete copy[key]
  return copy
}

export const config: Config = {
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  // Tests build no styles; their props (a thermometer's `since`) would be read as style props.
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',

  hooks: {
    'preset:resolved': presetResolved,
  },

  globalCss,

  theme: {
    extend: {
      breakpoints: toTokensFlat(breakpoints, px),
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      keyframes: {
        // The donate bar slides up as the page scrolls (a scroll-driven animation).
        revealFromBottom: {
          from: { transform: 'translateY(100%)', visibility: 'hidden' },
          to: { transform: 'translateY(0)', visibility: 'visible' },
        },
      },
    },
  },

  utilities: {
    extend: {
      /** `fontWidth="compressed" | "regular" | "extraWide"` → `font-stretch`. */
      fontWidth: {
        className: 'font-width',
        property: 'fontStretch',
        values: { ...fontWidths },
        transform: (value: string) => ({ fontStretch: value }),
      },
    },
  },
}

function toTokensFlat<V>(values: Record<string, V>, format: (value: V) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, format(value)]))
}

export default defineConfig(config)
