import { formPageFields } from '../../shared/forms/form-page.fields.ts'

/** The volunteer page's own fields: the volunteer sign-up form, its copy and where a submission goes. */
export const volunteerFields = formPageFields
