import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Page } from '../queries/content-model'

export type PageTypeProps = { page: Page }

/** Data a page type needs beyond its page, fetched by the route loader so the server renders it. */
export type PageTypePrefetch = (queryClient: QueryClient, page: Page, search: Readonly<Record<string, unknown>>) => Promise<void>

/** A page type's chunk: its component, and what to prefetch for it (optional). */
export type PageTypeModule = { default: ComponentType<PageTypeProps>; prefetch?: PageTypePrefetch }

/** One page type: its id (content type, or settings type of a custom-form page), when it applies, its chunk. */
export type PageTypeDefinition = {
  id: string
  matches(page: Page): boolean
  load(): Promise<PageTypeModule>
}

/** The id a page's type is known by: the content type, or fields.settings.type for customFormPage. */
export function pageTypeIdOf(page: Pick<Page, 'contentType' | 'settings'>): string | null {
  if (page.contentType === 'customFormPage') {
    const type = page.settings.type
    return typeof type === 'string' ? type : null
  }
  return page.contentType
}

export const byContentType =
  (contentType: string) =>
  (page: Page): boolean =>
    page.contentType === contentType

export const bySettingsType =
  (settingsType: string) =>
  (page: Page): boolean =>
    page.contentType === 'customFormPage' && page.settings.type === settingsType
