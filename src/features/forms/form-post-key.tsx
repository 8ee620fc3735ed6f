/**
 * The key the server issued for this page's forms, which a post without a script presents
 * (form-post-key.server.ts, ADR 048); null when the browser rendered the page (its script sends
 * its own key). The route puts it here, as it puts the echo.
 */
import { createContext, useContext, type ReactNode } from 'react'

const FormPostKeyContext = createContext<string | null>(null)

export function FormPostKeyProvider({ postKey, children }: { postKey: string | null; children: ReactNode }) {
  return <FormPostKeyContext.Provider value={postKey}>{children}</FormPostKeyContext.Provider>
}

export function useFormPostKey(): string | null {
  return useContext(FormPostKeyContext)
}
