/**
 * What the content page types get from any space: plans with their topics for the filter, a
 * story whose incomplete steps are dropped, toolkits with their files. Built from small
 * synthetic spaces, so nothing here depends on the embedded copy.
 */
import { describe, expect, it } from 'vitest'
import { buildContentIndex } from './content-index.ts'
import type { RawAsset, RawEntry, SpaceSnapshot } from './space-snapshot.ts'

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } })
const both = <T,>(en: T, es?: T) => (es === undefined ? { 'en-US': en } : { 'en-US': en, 'es-MX': es })

function entry(id: string, contentType: string, fields: Record<string, Record<string, unknown>>): RawEntry {
  return { sys: { id, contentType: { sys: { id: contentType } } }, fields }
}
function image(id: string, url: string): RawAsset {
  return {
    sys: { id },
    fields: {
      title: both(`Title ${id}`),
      description: both(`Alt ${id}`, `Alt es ${id}`),
      file: both({ url, contentType: 'image/svg+xml', details: { size: 1200, image: { width: 1200, height: 800 } } }),
    },
  }
}
function space(entries: RawEntry[], assets: RawAsset[] = []): SpaceSnapshot {
  return {
    entries,
    assets,
    locales: [
      { code: 'en-US', default: true, fallbackCode: null },
      { code: 'es-MX', fallbackCode: 'en-US' },
    ],
    issues: [],
  }
}
const topic = (id: string, slug: unknown, en: string, es: string) => entry(id, 'planTopic', { slug: both(slug), title: both(en, es) })
const plan = (id: string, en: string, es: string, topics: string[]) =>
  entry(id, 'planDetail', { title: both(en, es), path: both(`/plans/${id}`, `/propuestas/${id}`), topics: both(topics.map((t) => link(t))) })

describe('the plans catalogue', () => {
  const index = buildContentIndex(
    space([
      topic('t1', 'water', 'Water', 'Agua'),
      topic('t2', 'housing', 'Housing', 'Vivienda'),
      topic('broken', 'Not A Slug!', 'Broken', 'Roto'),
      plan('p1', 'Water for the valley', 'Agua para el valle', ['t1']),
      plan('p2', 'Affordable homes', 'Vivienda asequible', ['t2', 't1', 'broken', 'missing']),
      entry('landing', 'plansLanding', { title: both('Plans', 'Propuestas'), path: both('/plans', '/propuestas') }),
    ]),
  )

  it('lists every plan in the language’s alphabetical order, linked at its localized URL', () => {
    expect(index.plans('en-US').plans.map((p) => [p.title, p.href])).toEqual([
      ['Affordable homes', '/plans/p2'],
      ['Water for the valley', '/plans/p1'],
    ])
    expect(index.plans('es-MX').plans.map((p) => [p.title, p.href])).toEqual([
      ['Agua para el valle', '/es/propuestas/p1'],
      ['Vivienda asequible', '/es/propuestas/p2'],
    ])
  })

  it('files each plan under its topics by slug, in the visitor’s language, leaving out topics it cannot filter by', () => {
    expect(index.plans('es-MX').plans.find((p) => p.id === 'p2')?.topics).toEqual([
      { slug: 'housing', title: 'Vivienda' },
      { slug: 'water', title: 'Agua' },
    ])
  })

  it('lists the topics the plans use, each once, in each language’s alphabetical order', () => {
    expect(index.plans('en-US').topics.map((topic) => topic.title)).toEqual(['Housing', 'Water'])
    expect(index.plans('es-MX').topics).toEqual([
      { slug: 'water', title: 'Agua' },
      { slug: 'housing', title: 'Vivienda' },
    ])
  })

  it('knows where the plans landing page is in each language', () => {
    expect(index.plans('en-US').landingPath).toBe('/plans')
    expect(index.plans('es-MX').landingPath).toBe('/es/propuestas')
  })

  it('has no landing path when the space has no plans landing page', () => {
    expect(buildContentIndex(space([plan('p1', 'A', 'A', [])])).plans('en-US').landingPath).toBeNull()
  })
})

describe('a scrollytelling story', () => {
  const step = (id: string, image?: string) =>
    entry(id, 'storyStep', { heading: both(`Heading ${id}`, `Título ${id}`), body: both(`Body ${id}`, `Texto ${id}`), ...(image ? { image: both(link(image, 'Asset')) } : {}) })
  const story = (steps: string[]) => entry('story', 'scrollytelling', { title: both('Story', 'Historia'), path: both('/story', '/historia'), steps: both(steps.map((s) => link(s))) })

  it('brings each step’s heading, text and picture in the page’s language', () => {
    const index = buildContentIndex(space([step('s1', 'a1'), step('s2', 'a2'), story(['s1', 's2'])], [image('a1', '/one.svg'), image('a2', '/two.svg')]))
    const steps = index.page('es-MX', '/es/historia')?.fields.steps as { fields: { heading: string; body: string; image: { url: string; description: string } } }[]
    expect(steps.map((s) => [s.fields.heading, s.fields.body, s.fields.image.url, s.fields.image.description])).toEqual([
      ['Título s1', 'Texto s1', '/one.svg', 'Alt es a1'],
      ['Título s2', 'Texto s2', '/two.svg', 'Alt es a2'],
    ])
  })

  it('leaves out a step without its picture and serves the rest of the story', () => {
    const index = buildContentIndex(space([step('s1', 'a1'), step('s2'), story(['s1', 's2'])], [image('a1', '/one.svg')]))
    expect((index.page('en-US', '/story')?.fields.steps as unknown[]).length).toBe(1)
  })

  it('is served without its steps, and reported, when no step is complete', () => {
    const index = buildContentIndex(space([step('s1'), story(['s1'])]))
    expect(index.page('en-US', '/story')?.fields.steps).toBeUndefined()
    expect(index.issues).toContainEqual(expect.objectContaining({ entryId: 'story', field: 'steps', skipped: 'field' }))
    expect(index.problemsOf('en-US', 'story')).toContainEqual(expect.objectContaining({ field: 'steps', locale: 'en-US' }))
  })
})

describe('a toolkit', () => {
  it('carries its files with type and size, and its video', () => {
    const pdf: RawAsset = {
      sys: { id: 'pdf' },
      fields: { title: both('Checklist', 'Lista'), file: both({ url: '/checklist.pdf', contentType: 'application/pdf', details: { size: 2345 } }) },
    }
    const index = buildContentIndex(
      space(
        [
          entry('kit', 'toolkitDetail', {
            title: both('Kit', 'Kit'),
            path: both('/kit', '/kit'),
            resources: both([link('pdf', 'Asset')]),
            videoUrl: both('/welcome.webm', '/bienvenida.webm'),
            videoThumbnail: both(link('thumb', 'Asset')),
          }),
        ],
        [pdf, image('thumb', '/thumb.svg')],
      ),
    )
    const fields = index.page('es-MX', '/es/kit')?.fields as { resources: { title: string; contentType: string; size: number }[]; videoUrl: string; videoThumbnail: { url: string } }
    expect(fields.resources).toEqual([expect.objectContaining({ title: 'Lista', contentType: 'application/pdf', size: 2345 })])
    expect(fields.videoUrl).toBe('/bienvenida.webm')
    expect(fields.videoThumbnail.url).toBe('/thumb.svg')
  })
})
