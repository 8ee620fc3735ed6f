/**
 * A content index for tests that serve pages through the page cache without real content: every
 * path is a content page unless `page` says otherwise, no experiments, no state pages, no state
 * treated apart. Tests replace what they are about. Used inside `vi.mock` factories, which are
 * hoisted above imports: load it there with `await import`.
 */
import type { ContentIndex } from '../../src/server/content/content-index.ts'

type StubbedParts = Partial<Pick<ContentIndex, 'page' | 'experiments' | 'siteSettings' | 'statePage' | 'hasStatePages'>>

export function stubContentIndex(parts: Record<string, unknown> & StubbedParts = {}): ContentIndex {
  return {
    page: (locale: string, path: string) => ({ contentType: 'contentDetail', settings: {}, locale, path }),
    experiments: () => [],
    siteSettings: () => ({ disabledStates: [] }),
    statePage: () => null,
    hasStatePages: () => false,
    assetOrigins: { images: [], media: [] },
    ...parts,
  } as unknown as ContentIndex
}
