import type { SegmentsSlice } from './segments-slice'

/**
 * What other features may read of the segments' state (docs/decisions/025-feature-state-boundaries.md):
 * they import these and nothing else of this feature (tests/architecture/state-contract.test.ts).
 */
export const selectStateCode = (state: SegmentsSlice) => state.segments.stateCode
export const selectZip = (state: SegmentsSlice) => state.segments.zip
/** A zip the visitor typed (a polling-place lookup, a form) becomes their segments. */
export const selectApplySegments = (state: SegmentsSlice) => state.applySegments
