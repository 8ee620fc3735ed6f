/**
 * The CMS form definition, parsed on the server where a page enters (server-only, like every
 * *.fields.ts). A definition that would produce an ambiguous or unstorable submission — a
 * duplicate name, an option without a stable value — keeps the page off the site, reported.
 */
import { z } from 'zod'
import { FIELD_KINDS, FIELD_NAME, hasOptions, OPTION_VALUE, type FormDefinition } from './form-definition.ts'

const optionSchema = z.object({ value: z.string().regex(OPTION_VALUE), label: z.string().min(1) })

const fieldSchema = z
  .object({
    name: z.string().regex(FIELD_NAME, 'a field name is letters and digits, starting with a letter'),
    kind: z.enum(FIELD_KINDS),
    label: z.string().min(1),
    hint: z.string().optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().max(10_000).optional(),
    autocomplete: z.string().regex(/^[a-z0-9 -]{1,60}$/).optional(),
    options: z.array(optionSchema).min(1).optional(),
  })
  .refine((field) => !hasOptions(field.kind) || (field.options?.length ?? 0) > 0, { message: 'this kind of field needs options', path: ['options'] })
  .refine((field) => new Set(field.options?.map((option) => option.value)).size === (field.options?.length ?? 0), {
    message: 'option values must be unique',
    path: ['options'],
  })

export const formDefinitionSchema: z.ZodType<FormDefinition> = z
  .object({ submitLabel: z.string().min(1), fields: z.array(fieldSchema).min(1).max(40) })
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, { message: 'field names must be unique', path: ['fields'] })
