/**
 * The page types as the outlet uses them: each manifest (page-type-manifests.ts, in match order)
 * with its component, which loads as its own chunk. The type checker holds each component to the
 * props of its own id.
 */
import type { ComponentType } from 'react'
import type { Page } from '../content-model/content-model'
import type { LabelGroup } from '../shared/i18n/label-groups'
import { matchesPage, type PageTypeManifest } from './page-type-manifest'
import { pageTypeManifests, type PageTypeId } from './page-type-manifests'
import type { PageTypeDefinition, PageTypeModule, PageTypePrefetch, PageTypeProps } from './page-type'

type ModuleOf<Id extends PageTypeId> = { default: ComponentType<PageTypeProps<Id>>; prefetch?: PageTypePrefetch; labels?: readonly LabelGroup[] }
type Manifests = (typeof pageTypeManifests)[number]
/** The ids whose manifest's component does not take the props of that id (a type error names them). */
type Misfits = { [Manifest in Manifests as Manifest['id']]: Awaited<ReturnType<Manifest['component']>> extends ModuleOf<Manifest['id']> ? never : Manifest['id'] }[PageTypeId]
true satisfies ([Misfits] extends [never] ? true : Misfits)

/**
 * The page types over a list of manifests (a function of the list, so a test may add one).
 * A component is handed only pages its own spec parsed (normalize-page), which the general page
 * type cannot say: this is the one place its props are widened to any page.
 */
export function registryOf(manifests: readonly PageTypeManifest[]) {
  const pageTypeRegistry: readonly PageTypeDefinition[] = manifests.map((manifest) => ({
    ...manifest,
    matches: (page: Page) => matchesPage(manifest.match, page),
    load: manifest.component as () => Promise<PageTypeModule>,
  }))
  const resolvePageType = (page: Page): PageTypeDefinition | null => pageTypeRegistry.find((definition) => definition.matches(page)) ?? null
  const article = pageTypeRegistry.find((definition) => definition.id === 'contentDetail')
  if (!article) throw new Error('the page types need the plain article (contentDetail)')
  return {
    pageTypeRegistry,
    resolvePageType,
    /**
     * The page type that shows a page: its own, or — for a custom-form page whose settings name no
     * implemented type (the content index reports it) — a plain article of its title, summary, hero
     * and body, so a published page is never taken down for its settings.
     */
    pageTypeFor: (page: Page): PageTypeDefinition => resolvePageType(page) ?? article,
    pageTypeById: (id: string): PageTypeDefinition | null => pageTypeRegistry.find((definition) => definition.id === id) ?? null,
  }
}

export const { pageTypeRegistry, resolvePageType, pageTypeFor, pageTypeById } = registryOf(pageTypeManifests)
