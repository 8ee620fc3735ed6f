/**
 * One thing wrong with the content, as `npm run content:check` reports it: where (entry, content
 * type, locale, field), what, and how bad. Errors hide content from visitors or break a link;
 * warnings are worth a look but the site shows something sensible (an es-MX value falling back).
 */
export type CheckName = 'entries' | 'fields' | 'model' | 'paths' | 'links' | 'forms' | 'fallbacks'

export type ContentProblem = {
  check: CheckName
  severity: 'error' | 'warning'
  entryId: string
  contentType: string
  /** The locale the problem is in; absent when it is not tied to one. */
  locale?: string
  field: string
  message: string
}

/** The groups of the report, in the order they are printed. */
export const CHECK_TITLES: Readonly<Record<CheckName, string>> = {
  entries: 'Entries left out of the site',
  fields: 'Fields left out (the rest of the page is served)',
  model: 'Values the content model does not allow',
  paths: 'Pages that share a URL, or whose suffix names no state',
  links: 'Links to missing pages',
  forms: 'Forms that differ between languages',
  fallbacks: 'Values that fall back to another language',
}

export function hasErrors(problems: readonly ContentProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error')
}
