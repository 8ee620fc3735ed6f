import type { SliceSet } from '../../stores/slice'

/**
 * The fundraising state (docs/behaviour.md §3): the donation script flag and form overrides (the refcodes every donation
 * form and donate link carries); plus whether the script failed (the form then
 * falls back to a link) and whether the visitor gave this session (fundraising modals stay closed).
 */
export type FundraisingState = {
  donationScriptInjected: boolean
  donationScriptFailed: boolean
  formOverrides: Record<string, string>
  hasContributed: boolean
}
export type FundraisingSlice = FundraisingState & {
  /** Set once the provider script has loaded; it is never loaded again in this page's life. */
  markDonationScriptInjected(): void
  markDonationScriptFailed(): void
  setFormOverrides(overrides: Record<string, string>): void
  markContributed(): void
}

const initialFundraisingState: FundraisingState = {
  donationScriptInjected: false,
  donationScriptFailed: false,
  formOverrides: {},
  hasContributed: false,
}

export const createFundraisingSlice = (
  set: SliceSet<FundraisingState>,
  initial: Partial<FundraisingState>,
): FundraisingSlice => ({
  ...initialFundraisingState,
  ...initial,
  markDonationScriptInjected: () => set({ donationScriptInjected: true, donationScriptFailed: false }),
  markDonationScriptFailed: () => set({ donationScriptFailed: true }),
  setFormOverrides: (overrides) => set((state) => ({ formOverrides: { ...state.formOverrides, ...overrides } })),
  markContributed: () => set({ hasContributed: true }),
})
