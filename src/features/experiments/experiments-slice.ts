import type { SliceSet } from '../../stores/slice'

/** Experiment name -> the variation this visitor sees (docs/behaviour.md §7). */
export type ExperimentsState = { experiments: Record<string, string> }
export type ExperimentsSlice = ExperimentsState & {
  setExperimentVariation(experimentName: string, variationName: string): void
}

const initialExperimentsState: ExperimentsState = { experiments: {} }

export const createExperimentsSlice = (
  set: SliceSet<ExperimentsState>,
  initial: Partial<ExperimentsState>,
): ExperimentsSlice => ({
  ...initialExperimentsState,
  ...initial,
  setExperimentVariation: (experimentName, variationName) =>
    set((state) => ({ experiments: { ...state.experiments, [experimentName]: variationName } })),
})
