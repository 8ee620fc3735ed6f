/** A path on this site to go to; anything else (another host, a scheme) goes home. */
export function sitePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return '/'
  return value.slice(0, 2048)
}
