import { FormPage } from '../../features/forms/form-page'
import type { PageTypeProps } from '../page-type'

export { formPageLabels as labels } from '../../features/forms/form-page'

/** the free-sticker request (a postal address): the form from the CMS, stored by the site and forwarded to the CRM. */
export default function StickerForm({ page }: PageTypeProps<'stickerForm'>) {
  return <FormPage page={page} />
}
