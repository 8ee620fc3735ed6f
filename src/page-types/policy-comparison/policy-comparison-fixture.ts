/** One comparison page in each language, for the schema and component tests. */
import { buildPage } from '../../../tests/support/page-builder'
import type { PageOf } from '../page-type'
import type { Locale } from '../../shared/locale'
import { parsePageFields } from '../../content-model/page-fields'
import { policyComparisonFields } from './policy-comparison.fields'

const copy = {
  'en-US': {
    title: 'Where they stand',
    path: '/compare',
    comparison: {
      caption: 'The candidates on three issues',
      columns: [
        { key: 'ours', label: 'Our candidate' },
        { key: 'theirs', label: 'Her opponent' },
      ],
      rows: [
        { topic: 'Child care', cells: { ours: 'Free for every family', theirs: 'Cut the program' } },
        { topic: 'Water', cells: { ours: 'Fix every pipe', theirs: 'No plan' } },
        { topic: 'Housing', cells: { ours: 'Build 10,000 homes' } },
      ],
    },
  },
  'es-MX': {
    title: 'Dónde están',
    path: '/es/comparar',
    comparison: {
      caption: 'Las candidatas en tres temas',
      columns: [
        { key: 'ours', label: 'Nuestra candidata' },
        { key: 'theirs', label: 'Su oponente' },
      ],
      rows: [
        { topic: 'Cuidado infantil', cells: { ours: 'Gratis para cada familia', theirs: 'Recortar el programa' } },
        { topic: 'Agua', cells: { ours: 'Arreglar cada tubería', theirs: 'Sin plan' } },
        { topic: 'Vivienda', cells: { ours: 'Construir 10,000 casas' } },
      ],
    },
  },
} as const

export function comparisonPage(locale: Locale): PageOf<'policyComparison'> {
  const { title, path, comparison } = copy[locale]
  return buildPage('policyComparison', {
    id: 'compare',
    locale,
    title,
    path,
    alternates: { 'en-US': copy['en-US'].path, 'es-MX': copy['es-MX'].path },
    // As served: the schema's output.
    fields: parsePageFields(policyComparisonFields, { comparison }).fields,
  })
}
