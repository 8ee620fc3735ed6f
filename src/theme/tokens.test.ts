import { describe, expect, it } from 'vitest'
import type { Config } from '@pandacss/dev'
import pandaConfig, { config } from '../../panda.config'
import {
  focusContrastPairs,
  palette,
  resolvePaletteRef,
  semanticColorRef,
  semanticColors,
  textContrastPairs,
  zIndex,
} from './tokens'
import type { SemanticColorName } from './tokens'

/* -----------------------------------------------------------------------------
 * Helpers
 * ---------------------------------------------------------------------------*/

type Tree = Record<string, unknown>

const extend = config.theme?.extend ?? {}
const tokens = (extend.tokens ?? {}) as Tree
const semanticTokens = (extend.semanticTokens ?? {}) as Tree

/** Value of the token at a dotted path inside a token category. */
function tokenValue(tree: Tree, category: string, path: string): unknown {
  let node: unknown = tree[category]
  for (const key of path.split('.')) {
    node = (node as Tree | undefined)?.[key]
  }
  return (node as { value?: unknown } | undefined)?.value
}

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`)
  const [r, g, b] = match.slice(1).map((channel) => {
    const c = Number.parseInt(channel, 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Semantic colour → hex, following the `{colors.…}` reference in the Panda config. */
function semanticHex(name: SemanticColorName): string {
  const ref = tokenValue(semanticTokens, 'colors', name)
  const match = typeof ref === 'string' ? /^\{colors\.(.+)\}$/.exec(ref) : null
  if (!match?.[1]) throw new Error(`Semantic colour ${name} is not a palette reference: ${String(ref)}`)
  const path = match[1]
  const direct = tokenValue(tokens, 'colors', path)
  const value = typeof direct === 'string' ? direct : tokenValue(tokens, 'colors', `${path}.DEFAULT`)
  if (typeof value !== 'string') throw new Error(`Palette token colors.${path} not found`)
  return value
}

/* -----------------------------------------------------------------------------
 * The values of docs/behaviour.md §13
 * ---------------------------------------------------------------------------*/

describe('panda config', () => {
  it('exports the same object as default and named export', () => {
    expect(pandaConfig).toMatchObject(config as Config & object)
  })

  it('has the required build options', () => {
    expect(config).toMatchObject({
      preflight: true,
      include: ['./src/**/*.{ts,tsx}'],
      // Test files build no styles (a test's props would be read as style props).
      exclude: ['./src/**/*.test.{ts,tsx}'],
      outdir: 'styled-system',
      jsxFramework: 'react',
    })
  })
})

describe('breakpoints', () => {
  it('defines every breakpoint', () => {
    expect(extend.breakpoints).toEqual({
      mobileSmall: '320px',
      mobileMedium: '375px',
      mobileLarge: '410px',
      tablet: '768px',
      desktopSmall: '1024px',
      desktopMedium: '1440px',
      desktopLarge: '2560px',
    })
  })

  it('drops the default preset breakpoints (sm…2xl)', async () => {
    const hook = config.hooks?.['preset:resolved']
    expect(hook).toBeTypeOf('function')
    const preset = {
      name: '@pandacss/preset-panda',
      theme: {
        breakpoints: { sm: '640px' },
        tokens: { colors: { red: { 500: { value: '#f00' } } }, spacing: { 1: { value: '4px' } } },
      },
    }
    const result = (await hook?.({
      // a partial preset is enough for this hook
      preset: preset as never,
      name: preset.name,
      utils: {} as never,
    })) as typeof preset | undefined
    expect(result?.theme.breakpoints).toBeUndefined()
    expect(result?.theme.tokens.colors).toBeUndefined()
    expect(result?.theme.tokens.spacing).toEqual({ 1: { value: '4px' } })
    // the original preset is not mutated
    expect(preset.theme.breakpoints).toEqual({ sm: '640px' })
  })
})

describe('layout tokens', () => {
  it.each([
    ['sizes', 'site', '1400px'],
    ['sizes', 'section', '1150px'],
    ['sizes', 'content', '710px'],
    ['spacing', 'contentGutter', '35px'],
    ['spacing', 'navOffset.small', '61px'],
    ['spacing', 'navOffset.medium', '130px'],
    ['spacing', 'navOffset.large', '173px'],
    ['sizes', 'twoColumn.content', '825px'],
    ['sizes', 'twoColumn.maxWidth', '1261px'],
    ['sizes', 'twoColumn.callout', '275px'],
    ['spacing', 'twoColumn.desktopMarginRight', '404px'],
    ['spacing', 'twoColumn.desktopMarginLeft', '32px'],
    ['spacing', 'twoColumn.mobileMargin', '32px'],
    ['durations', 'hover', '0.15s'],
    ['durations', 'socialHover', '0.3s'],
  ])('%s.%s = %s', (category, path, expected) => {
    expect(tokenValue(tokens, category, path)).toBe(expected)
  })
})

describe('typography', () => {
  it.each([
    ['bodyMobile', '18px'],
    ['bodyDesktop', '26px'],
    ['titleMobile', '42px'],
    ['titleDesktop', '72px'],
  ])('fontSizes.%s = %s', (name, expected) => {
    expect(tokenValue(tokens, 'fontSizes', name)).toBe(expected)
  })

  it('switches body/title sizes at desktopSmall (semantic tokens)', () => {
    expect(tokenValue(semanticTokens, 'fontSizes', 'body')).toEqual({
      base: '{fontSizes.bodyMobile}',
      desktopSmall: '{fontSizes.bodyDesktop}',
    })
    expect(tokenValue(semanticTokens, 'fontSizes', 'title')).toEqual({
      base: '{fontSizes.titleMobile}',
      desktopSmall: '{fontSizes.titleDesktop}',
    })
  })

  it('switches body/title sizes at desktopSmall (text styles)', () => {
    const textStyles = extend.textStyles as Record<string, { value: Record<string, unknown> }>
    expect(textStyles.body?.value.fontSize).toEqual({ base: 'bodyMobile', desktopSmall: 'bodyDesktop' })
    expect(textStyles.title?.value.fontSize).toEqual({ base: 'titleMobile', desktopSmall: 'titleDesktop' })
    expect(textStyles.extraWide?.value.fontStretch).toBe('125%')
    expect(textStyles.compressed?.value.fontStretch).toBe('62%')
  })

  it('sets body text in the system font, and headings in Archivo Variable, then its matched local faces, then the system font (ADR 061)', () => {
    expect(tokenValue(semanticTokens, 'fonts', 'body')).toMatch(/^system-ui, /)
    expect(tokenValue(semanticTokens, 'fonts', 'heading')).toMatch(/^"Archivo Variable", "Archivo Fallback", "Archivo Fallback DejaVu", system-ui, /)
  })

  it('defines weights and line heights for body and title', () => {
    for (const category of ['fontWeights', 'lineHeights']) {
      for (const name of ['body', 'title']) {
        expect(tokenValue(tokens, category, name), `${category}.${name}`).toBeDefined()
      }
    }
  })
})

describe('z-index', () => {
  const specOrder = [
    'thermometerProgress',
    'videoThumb',
    'videoPlayer',
    'searchAutoComplete',
    'filterMenu',
    'modal',
    'alert',
    'donateBar',
    'header',
    'thermometerDonateBar',
    'stickyHeader',
    'searchBar',
    'takeover',
    'adsPageDonateBar',
    'tabOnlyA11y',
  ] as const

  it('declares exactly the documented layers', () => {
    expect(Object.keys(zIndex).sort()).toEqual([...specOrder].sort())
    expect(Object.keys(tokens.zIndex as Tree).sort()).toEqual([...specOrder].sort())
  })

  it('is strictly increasing in spec order, starting at 10 in steps of 10', () => {
    const values = specOrder.map((name) => tokenValue(tokens, 'zIndex', name))
    expect(values[0]).toBe(10)
    values.forEach((value, index) => {
      expect(value, specOrder[index]).toBe((index + 1) * 10)
      if (index > 0) expect(value as number).toBeGreaterThan(values[index - 1] as number)
    })
  })
})

/* -----------------------------------------------------------------------------
 * Colours
 * ---------------------------------------------------------------------------*/

describe('colours', () => {
  it('has the brand palette', () => {
    for (const name of ['liberty', 'navy', 'purple', 'red', 'yellow', 'copper', 'cream', 'grey', 'white', 'black']) {
      expect(tokens.colors as Tree, name).toHaveProperty(name)
    }
    expect(tokenValue(tokens, 'colors', 'red.dark')).toBe(palette.red.dark)
    expect(tokenValue(tokens, 'colors', 'grey.900')).toBe(palette.grey[900])
  })

  it('resolves every semantic colour to a palette token', () => {
    const names = Object.entries(semanticColors).flatMap(([key, value]) =>
      typeof value === 'string' ? [key] : Object.keys(value).map((sub) => `${key}.${sub}`),
    ) as SemanticColorName[]
    for (const name of names) {
      expect(semanticHex(name), name).toBe(resolvePaletteRef(semanticColorRef(name)))
    }
  })

  it('computes contrast correctly (sanity check)', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2)
  })

  it.each(textContrastPairs.map(({ fg, bg }) => [fg, bg] as const))(
    'text pair %s on %s meets WCAG AA (>= 4.5:1)',
    (fg, bg) => {
      expect(contrastRatio(semanticHex(fg), semanticHex(bg))).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('covers the required pairs', () => {
    const pairs = textContrastPairs.map(({ fg, bg }) => [semanticColorRef(fg), semanticColorRef(bg)].join(' on '))
    expect(pairs).toEqual(
      expect.arrayContaining(['navy on white', 'navy on cream', 'white on navy', 'white on red.dark', 'navy on yellow']),
    )
  })

  it.each(focusContrastPairs.map(({ fg, bg }) => [fg, bg] as const))(
    'focus indicator %s on %s meets non-text contrast (>= 3:1)',
    (fg, bg) => {
      expect(contrastRatio(semanticHex(fg), semanticHex(bg))).toBeGreaterThanOrEqual(3)
    },
  )
})

/* -----------------------------------------------------------------------------
 * Recipes
 * ---------------------------------------------------------------------------*/

describe('recipes', () => {
  it('button has primary/secondary/ghost and sm/md', () => {
    const button = extend.recipes?.button
    expect(button?.jsx).toContain('Button')
    expect(Object.keys(button?.variants?.variant ?? {})).toEqual(['primary', 'secondary', 'ghost'])
    expect(Object.keys(button?.variants?.size ?? {})).toEqual(['sm', 'md'])
    expect(button?.variants?.variant?.primary).toMatchObject({ bg: 'donate.bg', color: 'donate.text' })
  })

  it('container has site/section/content widths and the gutter', () => {
    const container = extend.recipes?.container
    expect(container?.jsx).toContain('Container')
    expect(container?.base).toMatchObject({ paddingInline: 'contentGutter' })
    expect(container?.variants?.size).toEqual({
      site: { maxWidth: 'site' },
      section: { maxWidth: 'section' },
      content: { maxWidth: 'content' },
    })
  })
})
