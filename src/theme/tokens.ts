/**
 * Raw design values (docs/behaviour.md §13). These plain constants are the single source of
 * truth: `panda.config.ts` builds the Panda tokens from them, and runtime code
 * or tests can import them directly (e.g. for `matchMedia`).
 *
 * Pixel quantities are stored as numbers (px); durations as numbers (seconds).
 */

/* -----------------------------------------------------------------------------
 * Breakpoints (min-width, px)
 * ---------------------------------------------------------------------------*/

export const breakpoints = {
  mobileSmall: 320,
  mobileMedium: 375,
  mobileLarge: 410,
  tablet: 768,
  desktopSmall: 1024,
  desktopMedium: 1440,
  desktopLarge: 2560,
} as const

export type Breakpoint = keyof typeof breakpoints

/* -----------------------------------------------------------------------------
 * Layout
 * ---------------------------------------------------------------------------*/

/** Max widths of the page containers. */
export const maxWidths = {
  site: 1400,
  section: 1150,
  content: 710,
} as const

/** Horizontal padding of the containers. */
export const contentGutter = 35

/** Offsets below the fixed navigation, per header size. */
export const navOffset = {
  small: 61,
  medium: 130,
  large: 173,
} as const

/** Two-column (content + callout) article layout. */
export const twoColumn = {
  content: 825,
  maxWidth: 1261,
  desktopMarginRight: 404,
  desktopMarginLeft: 32,
  calloutWidth: 275,
  mobileMargin: 32,
} as const

/* -----------------------------------------------------------------------------
 * Motion (seconds)
 * ---------------------------------------------------------------------------*/

export const durations = {
  hover: 0.15,
  socialHover: 0.3,
} as const

/* -----------------------------------------------------------------------------
 * Stacking order — lowest to highest, starting at 10, step 10.
 * ---------------------------------------------------------------------------*/

export const zIndex = {
  thermometerProgress: 10,
  videoThumb: 20,
  videoPlayer: 30,
  searchAutoComplete: 40,
  filterMenu: 50,
  modal: 60,
  alert: 70,
  donateBar: 80,
  header: 90,
  thermometerDonateBar: 100,
  stickyHeader: 110,
  searchBar: 120,
  takeover: 130,
  adsPageDonateBar: 140,
  tabOnlyA11y: 150,
} as const

/* -----------------------------------------------------------------------------
 * Typography
 * ---------------------------------------------------------------------------*/

/** Family name of the brand font's faces (src/theme/brand-font-faces.css, fontsource's). */
export const archivoFamily = 'Archivo Variable'

/**
 * Local faces shaped to take Archivo's room while it loads (ADR 061; their descriptors are made by
 * scripts/brand-font-fallback.ts into src/theme/brand-font-fallback.css). Each family is one set of
 * metrics: Arial, Helvetica, Liberation Sans and Arimo share their advances; DejaVu Sans does not.
 */
export const brandFallbacks = [
  {
    family: 'Archivo Fallback',
    locals: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  },
  { family: 'Archivo Fallback DejaVu', locals: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
] as const

const fallbackSans = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
] as const

/**
 * Body text stays in the system's own sans-serif, which never waits for a download; headings are
 * set in Archivo from the first view, in a matched local face until it arrives (ADR 061).
 */
export const fonts = {
  body: fallbackSans,
  heading: [`"${archivoFamily}"`, ...brandFallbacks.map(({ family }) => `"${family}"`), ...fallbackSans],
} as const

/** Values for `font-stretch` on Archivo's width axis (62%–125%). */
export const fontWidths = {
  compressed: '62%',
  regular: '100%',
  extraWide: '125%',
} as const

/** Font sizes in px; body/title switch at the `desktopSmall` breakpoint. */
export const fontSizes = {
  bodyMobile: 18,
  bodyDesktop: 26,
  titleMobile: 42,
  titleDesktop: 72,
} as const

/** The breakpoint at which body/title switch from mobile to desktop sizes. */
export const typeScaleBreakpoint = 'desktopSmall' satisfies Breakpoint

export const fontWeights = {
  body: 400,
  bodyBold: 700,
  title: 800,
} as const

export const lineHeights = {
  body: 1.5,
  title: 1.1,
} as const

/* -----------------------------------------------------------------------------
 * Colours
 * ---------------------------------------------------------------------------*/

export const palette = {
  white: '#FFFFFF',
  black: '#000000',
  liberty: {
    tint: '#E8F3EC',
    light: '#7BC097',
    DEFAULT: '#2F8F5B',
    dark: '#1D5E3B',
  },
  navy: {
    light: '#2B3F6C',
    DEFAULT: '#142240',
    dark: '#0B1428',
  },
  purple: {
    light: '#8F6BC0',
    DEFAULT: '#5B2E91',
    dark: '#3D1D63',
  },
  red: {
    light: '#F0626A',
    DEFAULT: '#D7262F',
    dark: '#A3151D',
    darker: '#7E0F15',
  },
  yellow: {
    light: '#FFE68A',
    DEFAULT: '#FFC72C',
    dark: '#E0A800',
  },
  copper: {
    light: '#D99A6C',
    DEFAULT: '#B0683A',
    dark: '#7F4620',
  },
  cream: {
    DEFAULT: '#FBF5E6',
    dark: '#F1E6CC',
  },
  grey: {
    100: '#F4F4F5',
    200: '#E4E4E7',
    300: '#D1D1D6',
    400: '#A1A1AA',
    500: '#71717A',
    600: '#52525B',
    700: '#3F3F46',
    800: '#27272A',
    900: '#18181B',
  },
} as const

type Palette = typeof palette

/** A reference into the palette: `navy`, `red.dark`, `grey.600`, `white`… */
export type PaletteRef = {
  [K in keyof Palette]: Palette[K] extends string
    ? K
    : K | `${K}.${Exclude<keyof Palette[K], 'DEFAULT'> & (string | number)}`
}[keyof Palette]

/**
 * Semantic colours, each pointing at a palette entry. Nested keys become
 * dotted token names (`donate.bg`).
 */
export const semanticColors = {
  bg: 'white',
  bgAlt: 'cream',
  bgInverse: 'navy',
  text: 'navy',
  textMuted: 'grey.600',
  textInverse: 'white',
  link: 'liberty.dark',
  linkHover: 'navy',
  danger: 'red.dark',
  accent: 'liberty',
  border: 'grey.300',
  focusRing: 'purple',
  focusRingInverse: 'yellow',
  donate: {
    bg: 'red.dark',
    hoverBg: 'red.darker',
    text: 'white',
  },
  alert: {
    bg: 'yellow',
    text: 'navy',
  },
} as const satisfies Record<string, PaletteRef | Record<string, PaletteRef>>

type SemanticColors = typeof semanticColors

/** Dotted name of a semantic colour token (`text`, `donate.bg`, …). */
export type SemanticColorName = {
  [K in keyof SemanticColors]: SemanticColors[K] extends string
    ? K
    : `${K}.${keyof SemanticColors[K] & string}`
}[keyof SemanticColors]

/** Text-on-background pairs that must meet WCAG AA (>= 4.5:1). */
export const textContrastPairs = [
  { fg: 'text', bg: 'bg' },
  { fg: 'textMuted', bg: 'bg' },
  { fg: 'link', bg: 'bg' },
  { fg: 'linkHover', bg: 'bg' },
  { fg: 'danger', bg: 'bg' },
  { fg: 'text', bg: 'bgAlt' },
  { fg: 'textMuted', bg: 'bgAlt' },
  { fg: 'link', bg: 'bgAlt' },
  { fg: 'textInverse', bg: 'bgInverse' },
  { fg: 'donate.text', bg: 'donate.bg' },
  { fg: 'donate.text', bg: 'donate.hoverBg' },
  { fg: 'alert.text', bg: 'alert.bg' },
] as const satisfies ReadonlyArray<{ fg: SemanticColorName; bg: SemanticColorName }>

/** Focus indicators against their backgrounds: WCAG non-text contrast (>= 3:1). */
export const focusContrastPairs = [
  { fg: 'focusRing', bg: 'bg' },
  { fg: 'focusRing', bg: 'bgAlt' },
  { fg: 'focusRingInverse', bg: 'bgInverse' },
] as const satisfies ReadonlyArray<{ fg: SemanticColorName; bg: SemanticColorName }>

/* -----------------------------------------------------------------------------
 * Helpers
 * ---------------------------------------------------------------------------*/

export const px = (value: number): string => `${value}px`

export const seconds = (value: number): string => `${value}s`

/** Resolve a palette reference (`red.dark`, `navy`, `grey.600`) to its hex value. */
export function resolvePaletteRef(ref: PaletteRef): string {
  const [group, shade] = ref.split('.') as [keyof Palette, string | undefined]
  const entry: string | Record<string, string> = palette[group]
  if (typeof entry === 'string') return entry
  const value = entry[shade ?? 'DEFAULT']
  if (value === undefined) throw new Error(`Unknown palette reference: ${ref}`)
  return value
}

/** Resolve a semantic colour name (`donate.bg`) to its palette reference. */
export function semanticColorRef(name: SemanticColorName): PaletteRef {
  const [group, key] = name.split('.') as [keyof SemanticColors, string | undefined]
  const entry: PaletteRef | Record<string, PaletteRef> = semanticColors[group]
  if (typeof entry === 'string') return entry
  const value = key === undefined ? undefined : entry[key]
  if (value === undefined) throw new Error(`Unknown semantic colour: ${name}`)
  return value
}
