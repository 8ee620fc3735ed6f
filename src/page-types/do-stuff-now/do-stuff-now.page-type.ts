import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { SENT_PARAM } from '../../shared/forms/form-post.ts'
import { doStuffNowFields } from './do-stuff-now.fields.ts'

export const doStuffNowPageType = definePageType({
  id: 'doStuffNow',
  match: { settingsType: 'doStuffNow' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [SENT_PARAM],
  fields: createServerOnlyFn(() => doStuffNowFields),
  component: () => import('./do-stuff-now.tsx'),
})
