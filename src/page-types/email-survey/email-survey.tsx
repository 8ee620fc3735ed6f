import { FormPage } from '../../features/forms/form-page'
import type { PageTypeProps } from '../page-type'

export { formPageLabels as labels } from '../../features/forms/form-page'

/** the email survey: the form from the CMS, stored by the site and forwarded to the CRM. */
export default function EmailSurvey({ page }: PageTypeProps<'emailSurvey'>) {
  return <FormPage page={page} />
}
