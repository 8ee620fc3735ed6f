import type { FundraisingSlice } from './fundraising-slice'

/**
 * What other features may read of the fundraising state (docs/decisions/025-feature-state-boundaries.md):
 * they import these and nothing else of this feature (tests/architecture/state-contract.test.ts).
 */
export const selectHasContributed = (state: FundraisingSlice) => state.hasContributed
/** The refcodes a submission carries, as every donation form does. */
export const selectFormOverrides = (state: FundraisingSlice) => state.formOverrides
