/**
 * A form's answers as the browser's FormData holds them (or a form-encoded body, on the server):
 * every checked box of a group, a single box as checked or not, every other field as text. The
 * same reading in both places, so a native post and the script's post are checked alike. Control
 * characters are left out here (without-control-characters.ts), so a page sent back shows none.
 */
import type { FormDefinition } from './form-definition'
import type { Answers } from './validate-submission'
import { withoutControlCharacters } from './without-control-characters'

/** What FormData and URLSearchParams both offer. */
export type FormEntries = { get(name: string): unknown; getAll(name: string): unknown[] }

export function answersFromEntries(definition: FormDefinition, entries: FormEntries): Answers {
  const answers: Answers = {}
  for (const field of definition.fields) {
    if (field.kind === 'checkboxes') answers[field.name] = entries.getAll(field.name).map((value) => withoutControlCharacters(String(value)))
    // A box sends its value only when ticked ("on" unless it names another).
    else if (field.kind === 'checkbox') answers[field.name] = entries.get(field.name) !== null
    else answers[field.name] = withoutControlCharacters(String(entries.get(field.name) ?? ''))
  }
  return answers
}
