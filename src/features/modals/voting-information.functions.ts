import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentService } from '../../server/content/content-service.server'
import { LOCALES } from '../../shared/locale'

export const fetchVotingInformation = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => (await contentService().current()).votingInformation(data.locale))
