import type { LabelGroup } from '../shared/i18n/label-groups'
import { loadWithRetry } from '../shared/load-with-retry'
import type { PageTypeDefinition, PageTypeModule, PageTypePrefetch } from './page-type'

type Loaded = PageTypeModule['default']

// Chunk promises are code, the same for every visitor: caching them per process is safe.
const loading = new Map<string, Promise<Loaded>>()
const loaded = new Map<string, Loaded>()
const prefetchers = new Map<string, PageTypePrefetch>()
const labelGroups = new Map<string, readonly LabelGroup[]>()

/** Loads a page type's chunk once, with the retry policy of docs/behaviour.md §8; a final failure may be tried again later. */
export function loadPageType(definition: PageTypeDefinition): Promise<Loaded> {
  let promise = loading.get(definition.id)
  if (!promise) {
    promise = loadWithRetry(`page type ${definition.id}`, definition.load).then(
      (module) => remember(definition, module),
      (error: unknown) => {
        loading.delete(definition.id)
        throw error
      },
    )
    loading.set(definition.id, promise)
  }
  return promise
}

/** The component if its chunk is already here, so rendering need not suspend. */
export function loadedPageType(definition: PageTypeDefinition): Loaded | undefined {
  return loaded.get(definition.id)
}

function remember(definition: PageTypeDefinition, module: PageTypeModule): Loaded {
  loaded.set(definition.id, module.default)
  if (module.prefetch) prefetchers.set(definition.id, module.prefetch)
  if (module.labels) labelGroups.set(definition.id, module.labels)
  return module.default
}

/** What a loaded page type wants prefetched, if anything. */
export function pageTypePrefetch(definition: PageTypeDefinition): PageTypePrefetch | undefined {
  return prefetchers.get(definition.id)
}

/** The UI strings' groups a loaded page type reads besides the shell's. */
export function pageTypeLabels(definition: PageTypeDefinition): readonly LabelGroup[] {
  return labelGroups.get(definition.id) ?? []
}
