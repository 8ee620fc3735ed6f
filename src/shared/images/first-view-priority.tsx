/**
 * Only one image is fetched first. When an overlay covers the first view in the server's HTML (the
 * takeover, ADR 062), its image is the one the visitor sees; the page's own lead image under it
 * loads as usual instead of competing for the first bytes.
 */
import { createContext, useContext, type ReactNode } from 'react'

const FirstViewCovered = createContext(false)

export function FirstViewCoveredByOverlay({ covered, children }: { covered: boolean; children: ReactNode }) {
  return <FirstViewCovered value={covered}>{children}</FirstViewCovered>
}

/** Whether an image that asks to be fetched first may be. */
export function useFirstViewPriority(): boolean {
  return !useContext(FirstViewCovered)
}
