/**
 * How long after its load event a page belongs to what the visitor sees (ADR 063): the JavaScript
 * budgets count every script fetched until then (or until the visitor's first act), and code that
 * no visitor asked for waits until they have passed (when-needed.tsx).
 */
export const FIRST_SECONDS_AFTER_LOAD_MS = 3_000
