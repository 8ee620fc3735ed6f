/**
 * The plans view's state as it lives in the URL (?topic=…&q=…), and the filtering it stands
 * for. Pure, so the server renders the same list a visitor sees after typing, and a shared link
 * opens the same view. Input from the URL is never trusted: unknown or oversized values drop.
 */
import type { PlanSummary } from '../../content-model/content-model'
import { searchable, searchWords } from '../../shared/search/searchable-text'

export type PlanCriteria = { topic: string | null; q: string }

const TOPIC = /^[a-z0-9-]{1,64}$/
export const MAX_QUERY_LENGTH = 100

/** The criteria in a URL's search object (already split into keys by the router). */
export function parsePlanCriteria(search: Record<string, unknown>): PlanCriteria {
  const topic = typeof search.topic === 'string' && TOPIC.test(search.topic) ? search.topic : null
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, MAX_QUERY_LENGTH) : ''
  return { topic, q }
}

/** Every word of the query appears in the plan's title or summary. */
function matchesQuery(plan: PlanSummary, q: string): boolean {
  const words = searchWords(q)
  if (words.length === 0) return true
  const haystack = searchable(`${plan.title} ${plan.summary ?? ''}`)
  return words.every((word) => haystack.includes(word))
}

export function filterPlans(plans: readonly PlanSummary[], { topic, q }: PlanCriteria): PlanSummary[] {
  return plans.filter((plan) => (!topic || plan.topics.some((candidate) => candidate.slug === topic)) && matchesQuery(plan, q))
}

/** Suggestions while typing: title matches first (the visitor is probably naming a plan), then summary matches. */
export function suggestPlans(plans: readonly PlanSummary[], q: string, limit = 6): PlanSummary[] {
  if (!q.trim()) return []
  const matching = plans.filter((plan) => matchesQuery(plan, q))
  const inTitle = matching.filter((plan) => matchesQuery({ ...plan, summary: null }, q))
  return [...inTitle, ...matching.filter((plan) => !inTitle.includes(plan))].slice(0, limit)
}

/** The search object for a view: empty criteria leave the URL clean. */
export function criteriaSearch(criteria: PlanCriteria): { topic?: string; q?: string } {
  return { ...(criteria.topic ? { topic: criteria.topic } : {}), ...(criteria.q ? { q: criteria.q } : {}) }
}
