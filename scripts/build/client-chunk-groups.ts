/**
 * Modules that travel together as one file in the browser's build (ADR 041), beside the entry's own
 * group (vite.config.ts). Without them the bundler makes a file for each set of importers: the page
 * boots then load ten small files after hydration, and on a phone's slow connection those queue the
 * takeover (and its image, the foreign homepage's LCP) behind them — 0.8 s of LCP in the A/B of
 * docs/performance.md. A rule by folder instead puts the forms on the homepage (136.9 KiB > its
 * 125 KiB budget), so the visitor's state is a list; tests/architecture/client-chunk-groups.test.ts
 * fails when a listed file is renamed or gone.
 */

/** The visitor's state, under `src/`: loaded by the page boots on every page, and by the form pages before it. */
export const VISITOR_STATE_MODULES = [
  'shared/analytics.ts',
  'shared/browser-storage.ts',
  'shared/experiment-assignments.ts',
  'shared/forms/visitor-details.ts',
  'shared/fundraising/donation-settings.ts',
  'shared/fundraising/first-touch-refcode.ts',
  'shared/fundraising/refcode-format.ts',
  'features/experiments/selectors.ts',
  'features/fundraising/alternative-action.tsx',
  'features/fundraising/contribution-events.ts',
  'features/fundraising/fundraising-query-options.ts',
  'features/fundraising/fundraising.functions.ts',
  'features/fundraising/page-url-refcodes.ts',
  'features/fundraising/refcodes.ts',
  'features/fundraising/selectors.ts',
  'features/fundraising/use-contribution-effects.ts',
  'features/segments/client-attributes-storage.ts',
  'features/segments/selectors.ts',
] as const

/** Whether a bundled module's id (a path, maybe with a query) is one of these files under `src/`. */
const isModuleOf = (modules: readonly string[], id: string) => {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? ''
  return modules.some((module) => path.endsWith(`/src/${module}`))
}

export const CLIENT_CHUNK_GROUPS = [
  // The rich-text renderer with the content images: every rich-text page needs them together.
  { name: 'content', test: /[\\/](rich-text-types|rich-text-react-renderer)[\\/]|[\\/]src[\\/]shared[\\/](rich-text|images)[\\/]/ },
  { name: 'visitor-state', test: (id: string) => isModuleOf(VISITOR_STATE_MODULES, id) },
]
