import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentService } from '../../server/content/content-service.server'
import { LOCALES } from '../../shared/locale'
import { actionModalsForPageType } from './action-modals-for-page-type'

/**
 * The action modals that may open on one page type, with their copy and the sign-up forms they
 * hold (ADR 059): the modal host chooses among them in the browser once it knows the visitor's
 * state, so all of this page type's entries travel, and no other page type's (ADR 025).
 */
export const fetchActionModals = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES), pageType: z.string().min(1).max(100) }))
  .handler(async ({ data }) => {
    const index = await contentService().current()
    return actionModalsForPageType(index.siteSettings(data.locale), data.pageType, index.modalForms(data.locale))
  })
