/**
 * The key a content page's forms carry for a post without a script (ADR 048), issued when the
 * server renders the page; a page the browser loads itself has scripts, whose submissions bring
 * their own key, so it carries none. Compiled by Start: the server branch never reaches the browser bundle.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { formPostKeySecret, issueFormPostKey } from '../../server/forms/form-post-key.server'

export const issuedFormPostKey = createIsomorphicFn()
  .server((): string | undefined => issueFormPostKey(formPostKeySecret()))
  .client((): string | undefined => undefined)
