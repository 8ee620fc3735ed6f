/** An error that says only which reported event it is: safe to show and to serialize into HTML. */
export class ReferencedError extends Error {
  readonly reference: string

  constructor(reference: string) {
    super(`Reference ${reference}`)
    this.name = 'ReferencedError'
    this.reference = reference
  }
}

/** The reference of an error that crossed into the browser (where only its message survives). */
export function referenceOf(error: unknown): string | null {
  if (error instanceof ReferencedError) return error.reference
  const message = error instanceof Error ? error.message : ''
  return /^Reference ([0-9a-f]{32})$/.exec(message)?.[1] ?? null
}
