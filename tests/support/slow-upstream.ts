/**
 * An upstream stand-in that takes its time before it answers: the slowness is the behaviour under
 * test (a timeout, a slow CRM, a stalled content API), not a wait for the test to catch up.
 */
export const slowUpstream = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
