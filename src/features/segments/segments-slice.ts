import type { VisitorLocation } from '../../shared/segments/location-cookie'
import type { SliceSet } from '../../stores/slice'

/** What the site knows of where a visitor is (docs/behaviour.md §6): the location cookie's fields, declared there once. */
export type Segments = VisitorLocation

export type SegmentsState = {
  segments: Segments
  /**
   * Whether the browser has restored what it remembers of the visitor (SegmentsBoot). Until then
   * an empty zip means "not known yet", not "none": the boots load after hydration.
   */
  segmentsRestored: boolean
}
export type SegmentsSlice = SegmentsState & {
  /** Applies one or several segments; a zip also marks the segments as an override. */
  applySegments(update: Segments): void
  /** Puts back segments the browser remembered (the location cookie, localStorage) as they were: a remembered zip is an override only if it was one. */
  restoreSegments(remembered: Segments): void
  /** Marks the remembered segments as restored (the browser only). */
  markSegmentsRestored(): void
}

/** A zip marks the segments as an override (docs/behaviour.md §6). */
export function withZipOverride(update: Segments): Segments {
  return update.zip === undefined ? update : { ...update, isOverride: true }
}

/**
 * The segments after an update. A new zip also drops what was known from the old one (state,
 * city, coordinates) until the zip lookup answers, so a stale state never targets a modal; the
 * visitor's choice to turn state pages off (`disableLiberty`) stays.
 */
function mergeSegments(current: Segments, update: Segments): Segments {
  const base =
    update.zip !== undefined && update.zip !== current.zip
      ? current.disableLiberty ? { disableLiberty: true } : {}
      : current
  return { ...base, ...withZipOverride(update) }
}

const initialSegmentsState: SegmentsState = { segments: {}, segmentsRestored: false }

export const createSegmentsSlice = (set: SliceSet<SegmentsState>, initial: Partial<SegmentsState>): SegmentsSlice => ({
  ...initialSegmentsState,
  ...initial,
  applySegments: (update) => set((state) => ({ segments: mergeSegments(state.segments, update) })),
  restoreSegments: (remembered) => set({ segments: remembered }),
  markSegmentsRestored: () => set({ segmentsRestored: true }),
})
