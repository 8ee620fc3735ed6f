/**
 * The widths the design is reviewed at, phone, tablet and desktop, each with a screen height such
 * a device has: the contact sheet (npm run screenshots) and the shell's visual comparisons
 * (tests/e2e/visual-shell.spec.ts) use the same three.
 */
export const REVIEW_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const

export type ReviewViewport = (typeof REVIEW_VIEWPORTS)[number]
