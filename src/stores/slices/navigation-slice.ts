import type { SliceSet } from '../slice'

/** The element id of the page's hero, which the sticky header watches. */
export type NavigationState = { heroRef: string | null }
export type NavigationSlice = NavigationState & { setHeroRef(ref: string | null): void }

export const createNavigationSlice = (set: SliceSet<NavigationState>, initial: Partial<NavigationState>): NavigationSlice => ({
  heroRef: null,
  ...initial,
  setHeroRef: (heroRef) => set({ heroRef }),
})
