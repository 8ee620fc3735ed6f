/**
 * Where the route puts the echo of a posted form that was not stored (answer-form-post.server.ts):
 * only this, as every page's route renders it; the forms read it with use-form-outcome.ts.
 */
import { createContext, type ReactNode } from 'react'
import type { FormEcho } from '../../shared/forms/form-post'

export const FormEchoContext = createContext<FormEcho | null>(null)

export function FormEchoProvider({ echo, children }: { echo: FormEcho | null; children: ReactNode }) {
  return <FormEchoContext.Provider value={echo}>{children}</FormEchoContext.Provider>
}
