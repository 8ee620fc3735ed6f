/** How a slice may write: its own keys only. The composed store's `set` satisfies it. */
export type SliceSet<S> = (partial: Partial<S> | ((state: S) => Partial<S>)) => void
