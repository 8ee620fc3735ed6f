import { formPageFields } from '../../shared/forms/form-page.fields.ts'

/** The stickerForm page's own fields: the free-sticker request (a postal address) form, its copy and where a submission goes. */
export const stickerFormFields = formPageFields
