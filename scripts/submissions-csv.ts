/** Submissions as CSV: fixed columns, then every answer field seen, in first-seen order. */
export type SubmissionRow = {
  id: string
  form: string
  locale: string
  page_path: string
  created_at: Date
  /** The visitor's first-touch refcode and experiment variations (null: none known). */
  refcode?: string | null
  refcode2?: string | null
  fields: Record<string, unknown>
}

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula is prefixed with '. */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : value === undefined || value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function submissionsCsv(rows: readonly SubmissionRow[]): string {
  const answerColumns = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))]
  const header = ['id', 'submitted_at', 'form', 'locale', 'page', 'refcode', 'refcode2', ...answerColumns]
  const lines = rows.map((row) =>
    [row.id, row.created_at.toISOString(), row.form, row.locale, row.page_path, row.refcode, row.refcode2, ...answerColumns.map((column) => row.fields[column])].map(csvCell).join(','),
  )
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n'
}
