// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import { removeServerHeadTags } from './page-head-tags'

it('removes the crawlers’ tags of the server’s head and keeps the document’s own', () => {
  document.head.innerHTML = [
    '<meta charset="utf-8"><title>Plans</title><meta name="viewport" content="width=device-width">',
    '<meta name="description" content="d"><meta name="robots" content="noindex"><meta property="og:title" content="Plans">',
    '<meta name="twitter:card" content="summary"><link rel="canonical" href="/plans"><link rel="alternate" hreflang="es-MX" href="/es/propuestas">',
    '<script type="application/ld+json">{}</script><meta name="theme-color" content="#14254a"><link rel="icon" href="/favicon.svg">',
  ].join('')
  removeServerHeadTags(document.head)
  expect([...document.head.children].map((tag) => tag.outerHTML)).toEqual([
    '<meta charset="utf-8">',
    '<title>Plans</title>',
    '<meta name="viewport" content="width=device-width">',
    '<meta name="theme-color" content="#14254a">',
    '<link rel="icon" href="/favicon.svg">',
  ])
})
