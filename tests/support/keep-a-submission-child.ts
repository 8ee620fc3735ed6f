/**
 * A server process's part of a form post, cut off where a kill hurts most (tests/integration/
 * durable-inbox.test.ts): the database cannot be reached (DATABASE_URL names a closed port), so
 * the submission in KEEP_SUBMISSION (JSON) is kept in the journal (SUBMISSION_JOURNAL_DIR); once
 * that resolves — the moment before the visitor would be answered — it says "kept" and waits to be killed.
 */
import { storeOrKeepSubmission } from '../../src/server/inbox/keep-for-later.server.ts'
import type { SubmissionInput } from '../../src/server/forms/store-submission.server.ts'

const submission = JSON.parse(process.env.KEEP_SUBMISSION ?? '{}') as SubmissionInput
const outcome = await storeOrKeepSubmission(submission)
process.stdout.write(`${outcome}\n`)
setInterval(() => undefined, 60_000)
