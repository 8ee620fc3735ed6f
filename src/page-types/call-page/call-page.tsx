import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { FormPage, formPageLabels } from '../../features/forms/form-page'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import type { PageTypeProps } from '../page-type'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['call', ...formPageLabels] as const satisfies readonly LabelGroup[]

/** "+12025550143" → "(202) 555-0143" for US numbers; others as written. */
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164
}

/** Call your representative: a tap-to-call button, the script, and a form to log the call. */
export default function CallPage({ page }: PageTypeProps<'callPage'>) {
  // Parsed on the server by callPageFields; without a usable number the page shows no call button.
  const { phoneNumber } = page.fields
  const t = useLabels(page.locale, ...labels)
  return (
    <FormPage
      page={page}
      aside={
        phoneNumber ? (
          <a className={`${button({ variant: 'primary' })} ${css({ justifySelf: 'start', fontSize: 'lg' })}`} href={`tel:${phoneNumber}`}>
            {t('callNow')} {displayPhone(phoneNumber)}
          </a>
        ) : null
      }
    />
  )
}
