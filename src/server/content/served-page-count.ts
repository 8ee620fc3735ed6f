/**
 * How many pages an index serves, in all languages: a source that suddenly serves none is far
 * likelier broken (a wrong environment, an API glitch, a reset space) than a campaign that
 * unpublished its whole site, so content with none never replaces content with some — neither
 * the index a process serves (content-service.server.ts) nor the snapshot every Workers isolate
 * reads (shared-snapshot-source.ts).
 */
import { LOCALES } from '../../shared/locale.ts'
import type { ContentIndex } from './content-index.ts'

export function servedPageCount(index: ContentIndex): number {
  return LOCALES.reduce((total, locale) => total + index.pages(locale).length, 0)
}

/** Whether content that served `before` pages may be replaced by content that serves `after`. */
export function mayReplaceContent(before: number, after: number): boolean {
  return before === 0 || after > 0
}
