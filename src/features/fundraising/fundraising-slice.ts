import type { SliceSet } from '../../stores/slice'

/** Spec §3, "fundraising": the donation script flag, form overrides and the donate bar. */
export type FundraisingState = {
  donationScriptInjected: boolean
  formOverrides: Record<string, string>
  donateBarRef: string | null
  isDonateBarActive: boolean
}
export type FundraisingSlice = FundraisingState & {
  /** Set once the provider script has loaded; it is never loaded again in this page's life. */
  markDonationScriptInjected(): void
  setFormOverrides(overrides: Record<string, string>): void
  setDonateBar(ref: string | null, active: boolean): void
}

export const initialFundraisingState: FundraisingState = {
  donationScriptInjected: false,
  formOverrides: {},
  donateBarRef: null,
  isDonateBarActive: false,
}

export const createFundraisingSlice = (
  set: SliceSet<FundraisingState>,
  initial: Partial<FundraisingState>,
): FundraisingSlice => ({
  ...initialFundraisingState,
  ...initial,
  markDonationScriptInjected: () => set({ donationScriptInjected: true }),
  setFormOverrides: (overrides) => set((state) => ({ formOverrides: { ...state.formOverrides, ...overrides } })),
  setDonateBar: (ref, active) => set({ donateBarRef: ref, isDonateBarActive: active }),
})
