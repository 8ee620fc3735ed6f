/**
 * A page type's own fields, declared once: a schema for each field, which of them the page type
 * needs for its main part (the content model marks those required), and rules across fields.
 *
 * Each field is parsed on its own, so a field that is missing or malformed leaves out only the
 * part of the page that shows it: the page keeps its shell, title, summary, hero and body, and
 * the problem is reported with the entry, locale and field (docs/content-model.md). Browser code
 * imports only the types; the schemas run where content enters, on the server.
 */
import type { z } from 'zod'

type FieldShape = Record<string, z.ZodType>

/** What a page type's component receives: every field may be absent, because an editor may leave it out. */
export type PageFieldsOf<Shape extends FieldShape> = { -readonly [K in keyof Shape]?: z.output<Shape[K]> }

/** One field that could not be used: where in it (if deeper than the field), and what was expected. */
export type FieldProblem = { field: string; path?: string; message: string }

export type PageFieldsSpec<Shape extends FieldShape = FieldShape> = {
  readonly shape: Shape
  /** The fields without which the page type's main part cannot show; their absence is reported. */
  readonly required: readonly (keyof Shape & string)[]
  /** Rules across fields; each problem names the field that is then left out. (A method, so any spec fits the general type.) */
  check?(fields: PageFieldsOf<Shape>): FieldProblem[]
}

/** Any page type's spec, as the server holds them side by side (by page-type id). */
export type AnyPageFieldsSpec = {
  readonly shape: FieldShape
  readonly required: readonly string[]
  check?(fields: never): FieldProblem[]
}

/** The fields type a spec gives its component. */
export type FieldsOf<Spec> = Spec extends PageFieldsSpec<infer Shape> ? PageFieldsOf<Shape> : never

export function definePageFields<const Shape extends FieldShape>(
  shape: Shape,
  options: { required?: readonly (keyof Shape & string)[]; check?: (fields: PageFieldsOf<Shape>) => FieldProblem[] } = {},
): PageFieldsSpec<Shape> {
  return { shape, required: options.required ?? [], ...(options.check ? { check: options.check } : {}) }
}


/** The usable fields of one page in one locale, and a problem for each field that was left out. */
export function parsePageFields<Shape extends FieldShape>(
  spec: PageFieldsSpec<Shape>,
  raw: Readonly<Record<string, unknown>>,
): { fields: PageFieldsOf<Shape>; problems: FieldProblem[] }
export function parsePageFields(spec: AnyPageFieldsSpec, raw: Readonly<Record<string, unknown>>): { fields: Record<string, unknown>; problems: FieldProblem[] }
export function parsePageFields(
  spec: AnyPageFieldsSpec,
  raw: Readonly<Record<string, unknown>>,
): { fields: Record<string, unknown>; problems: FieldProblem[] } {
  const fields: Record<string, unknown> = {}
  const problems: FieldProblem[] = []
  const required = new Set<string>(spec.required)
  for (const [field, schema] of Object.entries(spec.shape)) {
    const value = raw[field]
    if (value === undefined || value === null) {
      if (required.has(field)) problems.push({ field, message: 'required, but not filled in' })
      continue
    }
    const parsed = schema.safeParse(value)
    if (parsed.success) fields[field] = parsed.data
    else {
      const first = parsed.error.issues[0]
      problems.push({ field, ...(first?.path.length ? { path: first.path.join('.') } : {}), message: first?.message ?? 'invalid' })
    }
  }
  // The check was declared against this spec's own shape, whose fields these are.
  for (const problem of spec.check?.(fields as never) ?? []) {
    delete fields[problem.field]
    problems.push(problem)
  }
  return { fields, problems }
}
