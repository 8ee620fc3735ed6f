/**
 * A content version every process and isolate computes alike from the same content: the start of
 * its SHA-256. Used for the shared snapshot (ADR 053) and for the export baked into a build.
 */
const HEX_DIGITS = 16

export async function contentHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, HEX_DIGITS)
}
