import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Page } from '../content-model/content-model'
import type { LabelGroup } from '../shared/i18n/label-groups'
import type { FieldsOf } from '../content-model/page-fields'
import type { PageTypeManifest } from './page-type-manifest'
import type { PageTypeId } from './page-type-manifests'
import type { PageTypeSpec } from '../server/content/page-type-fields'

/** A page whose own fields are known: as its type's spec parsed them on the server. */
export type PageWithFields<Fields> = Omit<Page, 'fields'> & { fields: Fields }

/** A page as its type's component receives it. */
export type PageOf<Id extends PageTypeId> = PageWithFields<FieldsOf<PageTypeSpec<Id>>>

export type PageTypeProps<Id extends PageTypeId> = { page: PageOf<Id> }

/** Data a page type needs beyond its page, fetched by the route loader so the server renders it. */
export type PageTypePrefetch = (queryClient: QueryClient, page: Page, search: Readonly<Record<string, unknown>>) => Promise<void>

/**
 * A page type's chunk as the outlet holds it: its component, what to prefetch for it and the UI
 * strings it reads (both optional: the loader fetches them with the page, ADR 031).
 * The outlet hands a component the page its own spec parsed (normalize-page), which the general
 * page type cannot say; each component declares its own fields with PageTypeProps<Id>.
 */
export type PageTypeModule = { default: ComponentType<{ page: Page }>; prefetch?: PageTypePrefetch; labels?: readonly LabelGroup[] }

/** One page type as the outlet holds it: its facts and its chunk. */
export type PageTypeDefinition = PageTypeManifest & {
  load(): Promise<PageTypeModule>
}
