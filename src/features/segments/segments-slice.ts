import type { SliceSet } from '../../stores/slice'

/** What the site knows of where a visitor is (spec §3, "Segments"). */
export type Segments = {
  zip?: string
  stateCode?: string
  city?: string
  latitude?: number
  longitude?: number
  disableLiberty?: boolean
  isOverride?: boolean
}

export type SegmentsState = { segments: Segments }
export type SegmentsSlice = SegmentsState & {
  /** Applies one or several segments; a zip also marks the segments as an override. */
  applySegments(update: Segments): void
}

export function withZipOverride(update: Segments): Segments {
  return update.zip === undefined ? update : { ...update, isOverride: true }
}

export const initialSegmentsState: SegmentsState = { segments: {} }

export const createSegmentsSlice = (set: SliceSet<SegmentsState>, initial: Partial<SegmentsState>): SegmentsSlice => ({
  ...initialSegmentsState,
  ...initial,
  applySegments: (update) => set((state) => ({ segments: { ...state.segments, ...withZipOverride(update) } })),
})
