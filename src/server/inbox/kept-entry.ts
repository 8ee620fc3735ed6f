/**
 * What the site keeps for later when its database cannot take it (ADR 065): a form submission as
 * it would have been stored, or a gift as the provider delivered it. One JSON object, a line of
 * the node journal or the body of a Workers queue message. `key` is what makes storing it twice
 * store it once: the submission's form and idempotency key (with its answers, ADR 048), or the
 * provider's order number.
 */
import { z } from 'zod'

const submissionSchema = z.object({
  form: z.string(),
  locale: z.string(),
  pagePath: z.string(),
  idempotencyKey: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
  refcode: z.string().nullable().optional(),
  refcode2: z.string().nullable().optional(),
})

const keptEntrySchema = z.discriminatedUnion('kind', [
  z.object({ v: z.literal(1), kind: z.literal('form-submission'), key: z.string(), keptAt: z.iso.datetime(), submission: submissionSchema }),
  z.object({
    v: z.literal(1),
    kind: z.literal('contribution'),
    key: z.string(),
    keptAt: z.iso.datetime(),
    /** The provider's body, parsed again when it is stored; `receivedAt` stands in for the time it came. */
    contribution: z.object({ payload: z.unknown(), receivedAt: z.iso.datetime(), test: z.boolean() }),
  }),
])

export type KeptEntry = z.infer<typeof keptEntrySchema>

/** A kept entry read back, or null when it is not one (a torn line, another version). */
export function keptEntryOf(value: unknown): KeptEntry | null {
  const parsed = keptEntrySchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
