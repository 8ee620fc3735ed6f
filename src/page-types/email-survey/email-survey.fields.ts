import { formPageFields } from '../../shared/forms/form-page.fields.ts'

/** The emailSurvey page's own fields: the email survey form, its copy and where a submission goes. */
export const emailSurveyFields = formPageFields
