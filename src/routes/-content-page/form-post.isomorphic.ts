/**
 * The content routes' POST: a CMS form the browser posted itself (answer-form-post.server.ts).
 * Compiled by Start: a server-only function, and the routes' `server` handlers are left out of
 * the browser's build as well.
 */
import { createServerOnlyFn } from '@tanstack/react-start'
import { answerFormPost } from '../../server/forms/answer-form-post.server'

export const answerContentPagePost = createServerOnlyFn(answerFormPost)
