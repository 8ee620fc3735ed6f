/**
 * Experiment assignment and content overrides (docs/behaviour.md §7). Pure: the
 * server applies them while it builds the page, so the first paint already shows the variation.
 */
import { pageTypeOf } from '../../page-types/page-type-manifests.ts'
import type { Asset, Experiment, Json, Page } from '../../content-model/content-model.ts'

export const CONTROL = 'control'
const ASSET_MARKER = 'asset::'

/** Active experiments whose conditions match the page (pageTypes by content or page type, pagePaths by URL). */
export function experimentsForPage(experiments: readonly Experiment[], page: Pick<Page, 'contentType' | 'settings' | 'path' | 'locale'>): Experiment[] {
  const pageTypeId = pageTypeOf(page)
  const pathWithoutLocale = page.locale === 'es-MX' ? page.path.replace(/^\/es(?=\/|$)/, '') || '/' : page.path
  return experiments.filter((experiment) => {
    if (!experiment.isActive) return false
    const { pageTypes, pagePaths } = experiment.conditions
    if (pageTypes && !pageTypes.some((type) => type === page.contentType || type === pageTypeId)) return false
    if (pagePaths && !pagePaths.some((path) => path === page.path || path === pathWithoutLocale)) return false
    return true
  })
}

export function variationChoices(experiment: Experiment): string[] {
  const names = experiment.variations.map((variation) => variation.variationName)
  return experiment.includeControlVariation ? [...names, CONTROL] : names
}

export type VariationSources = { forced?: string; stored?: string; random: () => number }
export type Choice = { variation: string; source: 'forced' | 'stored' | 'random'; warning?: string }

/** The query parameter wins, then the visitor's stored pick, then a random one. Unknown names are ignored with a warning. */
export function chooseVariation(experiment: Experiment, sources: VariationSources): Choice | null {
  const choices = variationChoices(experiment)
  if (choices.length === 0) return null
  let warning: string | undefined
  if (sources.forced !== undefined) {
    if (choices.includes(sources.forced)) return { variation: sources.forced, source: 'forced' }
    warning = `Experiment "${experiment.experimentName}" has no variation "${sources.forced}"; using the stored or a random one`
  }
  if (sources.stored !== undefined && choices.includes(sources.stored)) return { variation: sources.stored, source: 'stored', warning }
  const index = Math.min(choices.length - 1, Math.floor(sources.random() * choices.length))
  return { variation: choices[index] as string, source: 'random', warning }
}

const COMMON_OVERRIDABLE = new Set(['title', 'summary', 'heroImage', 'settings', 'fundraisingTakeoverEndDate'])

function localizedValue(value: Json, locale: string): Json {
  if (value && typeof value === 'object' && !Array.isArray(value) && ('en-US' in value || 'es-MX' in value)) {
    return (value[locale] ?? value['en-US'] ?? null) as Json
  }
  return value
}

function resolveAssets(value: Json, assets: Readonly<Record<string, Asset>>, warn: (message: string) => void): Json | Asset {
  if (typeof value === 'string' && value.startsWith(ASSET_MARKER)) {
    const id = value.slice(ASSET_MARKER.length)
    const asset = assets[id]
    if (!asset) warn(`override names asset ${id}, which is not among the variation's asset references`)
    return asset ?? null
  }
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, assets, warn) as Json)
  return value
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): boolean {
  const [head, ...rest] = path
  if (head === undefined) return false
  if (rest.length === 0) {
    target[head] = value
    return true
  }
  const next = target[head]
  if (!next || typeof next !== 'object' || Array.isArray(next)) return false
  const copy = { ...(next as Record<string, unknown>) }
  target[head] = copy
  return setPath(copy, rest, value)
}

/**
 * The page with a variation's contentOverrides applied. A value may be localized
 * ({ "en-US": …, "es-MX": … }), may name an asset ("asset::<id>"), and a dotted key reaches
 * into nested fields ("settings.theme"). Unknown fields are ignored with a warning.
 */
export function applyContentOverrides(
  page: Page,
  overrides: Readonly<Record<string, Json>>,
  assets: Readonly<Record<string, Asset>>,
  warn: (message: string) => void,
): Page {
  const result: Page = { ...page, fields: { ...page.fields }, settings: { ...page.settings } }
  for (const [key, raw] of Object.entries(overrides)) {
    const value = resolveAssets(localizedValue(raw, page.locale), assets, (message) => warn(`${key}: ${message}`))
    if (value === null && typeof raw === 'string' && raw.startsWith(ASSET_MARKER)) continue
    const path = key.split('.')
    const [head] = path
    if (head && COMMON_OVERRIDABLE.has(head)) {
      if (!setPath(result as unknown as Record<string, unknown>, path, value)) warn(`${key}: cannot override a nested field that does not exist`)
    } else if (head && head in result.fields) {
      if (!setPath(result.fields, path, value)) warn(`${key}: cannot override a nested field that does not exist`)
    } else {
      warn(`${key}: the page has no such field; override ignored`)
    }
  }
  return result
}
