import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { handleSubmission } from '../../server/forms/handle-submission.server'
import { FORM_KEY } from '../../shared/forms/form-definition'
import { LOCALES } from '../../shared/locale'

/** Bounds on what a form post may carry at all, before the form's own rules are applied. */
const answerValue = z.union([z.string().max(10_000), z.array(z.string().max(200)).max(50), z.boolean()])
/** The visitor's refcodes (use-submission-attribution.ts); their format is checked on the server. */
const refcode = z.string().max(500).nullish()

export const submitForm = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      pageId: z.string().min(1).max(64),
      formKey: z.string().regex(FORM_KEY).optional(),
      locale: z.enum(LOCALES),
      idempotencyKey: z.uuid(),
      answers: z.record(z.string().max(40), answerValue).refine((answers) => Object.keys(answers).length <= 60, 'too many answers'),
      website: z.string().max(200).optional(),
      attribution: z.object({ refcode, refcode2: refcode }).optional(),
    }),
  )
  .handler(({ data: { attribution, ...request } }) => handleSubmission(request, attribution))
