import { FormPage } from '../../features/forms/form-page'
import type { PageTypeProps } from '../page-type'

export { formPageLabels as labels } from '../../features/forms/form-page'

/** the volunteer sign-up: the form from the CMS, stored by the site and forwarded to the CRM. */
export default function Volunteer({ page }: PageTypeProps<'volunteer'>) {
  return <FormPage page={page} />
}
