import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { SENT_PARAM } from '../../shared/forms/form-post.ts'
import { callPageFields } from './call-page.fields.ts'

export const callPagePageType = definePageType({
  id: 'callPage',
  match: { settingsType: 'callPage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [SENT_PARAM],
  fields: createServerOnlyFn(() => callPageFields),
  component: () => import('./call-page.tsx'),
})
