import { describe, expect, it } from 'vitest'
import type { PlanSummary } from '../../content-model/content-model'
import { criteriaSearch, filterPlans, parsePlanCriteria, suggestPlans } from './plan-search'

const plan = (title: string, summary: string, topics: string[]): PlanSummary => ({
  id: title,
  title,
  summary,
  href: `/plans/${title.toLowerCase().replace(/\W+/g, '-')}`,
  image: null,
  topics: topics.map((slug) => ({ slug, title: slug.toUpperCase() })),
})

const plans = [
  plan('Energía limpia para todos', 'Paneles solares en cada escuela.', ['climate']),
  plan('Affordable housing', 'Build homes working families can afford, near water and transit.', ['housing', 'economy']),
  plan('Water for the valley', 'Secure the river for farms and towns.', ['climate']),
  plan('Small business loans', 'Credit for main-street shops.', ['economy']),
]

describe('the plans view in the URL', () => {
  it('keeps a valid topic and a trimmed query', () => {
    expect(parsePlanCriteria({ topic: 'climate', q: '  water  ' })).toEqual({ topic: 'climate', q: 'water' })
  })

  it('drops a topic that could not be a slug, and cuts an oversized query', () => {
    const criteria = parsePlanCriteria({ topic: '<script>', q: 'x'.repeat(5000) })
    expect(criteria.topic).toBeNull()
    expect(criteria.q).toHaveLength(100)
  })

  it('ignores values of the wrong shape', () => {
    expect(parsePlanCriteria({ topic: ['climate'], q: { a: 1 } })).toEqual({ topic: null, q: '' })
  })

  it('writes nothing for empty criteria, so the plain list has a clean URL', () => {
    expect(criteriaSearch({ topic: null, q: '' })).toEqual({})
    expect(criteriaSearch({ topic: 'economy', q: 'loans' })).toEqual({ topic: 'economy', q: 'loans' })
  })
})

describe('filtering plans', () => {
  it('shows the plans of a topic', () => {
    expect(filterPlans(plans, { topic: 'economy', q: '' }).map((p) => p.title)).toEqual(['Affordable housing', 'Small business loans'])
  })

  it('finds words in titles and summaries, in any case and without accents', () => {
    expect(filterPlans(plans, { topic: null, q: 'ENERGIA' }).map((p) => p.title)).toEqual(['Energía limpia para todos'])
    expect(filterPlans(plans, { topic: null, q: 'escuela paneles' })).toHaveLength(1)
  })

  it('combines topic and query', () => {
    expect(filterPlans(plans, { topic: 'climate', q: 'water' }).map((p) => p.title)).toEqual(['Water for the valley'])
  })

  it('returns nothing when nothing matches', () => {
    expect(filterPlans(plans, { topic: 'housing', q: 'river' })).toEqual([])
  })
})

describe('suggestions', () => {
  it('puts plans whose title matches before those whose summary does', () => {
    expect(suggestPlans(plans, 'water').map((p) => p.title)).toEqual(['Water for the valley', 'Affordable housing'])
  })

  it('suggests nothing for an empty query', () => {
    expect(suggestPlans(plans, '   ')).toEqual([])
  })
})
