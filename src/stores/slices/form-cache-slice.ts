import type { SliceSet } from '../slice'

/** Values a visitor typed into forms, by form id, so a form survives navigation. */
export type FormCacheState = { formCache: Record<string, Record<string, string>> }
export type FormCacheSlice = FormCacheState & { cacheForm(formId: string, values: Record<string, string>): void }

export const createFormCacheSlice = (set: SliceSet<FormCacheState>, initial: Partial<FormCacheState>): FormCacheSlice => ({
  formCache: {},
  ...initial,
  cacheForm: (formId, values) => set((state) => ({ formCache: { ...state.formCache, [formId]: values } })),
})
