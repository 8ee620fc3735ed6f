import type { ComponentType } from 'react'
import type { Page } from '../queries/content-model'

export type PageTypeProps = { page: Page }

/** One page type: its id (content type, or settings type of a custom-form page), when it applies, its chunk. */
export type PageTypeDefinition = {
  id: string
  matches(page: Page): boolean
  load(): Promise<{ default: ComponentType<PageTypeProps> }>
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
