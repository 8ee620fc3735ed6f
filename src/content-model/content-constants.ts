/** The content model's fixed ids (docs/content-model.md), without zod, so browser code can import them. */
export const MODAL_KINDS = ['video', 'calculatorSignup', 'plans', 'halfPage', 'pollingLocator'] as const
export type ModalKind = (typeof MODAL_KINDS)[number]

/** Longest experiment name or variation name a ?experiment-<name>=<variation> parameter may carry; longer ones name nothing. */
export const MAX_EXPERIMENT_PARAM_LENGTH = 200
