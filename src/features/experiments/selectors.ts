import type { ExperimentsSlice } from './experiments-slice'

/**
 * What other features may read of the experiments state (docs/decisions/025-feature-state-boundaries.md):
 * they import these and nothing else of this feature (tests/architecture/state-contract.test.ts).
 */
export const selectExperiments = (state: ExperimentsSlice) => state.experiments
