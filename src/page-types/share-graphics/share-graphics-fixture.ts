/** A share-graphics page for the component tests, as served (its fields the schema's output). */
import { buildPage } from '../../../tests/support/page-builder'
import type { PageOf } from '../page-type'
import type { ShareGraphicsFields } from './share-graphics.fields'

export function graphicsPage(fields: ShareGraphicsFields): PageOf<'shareGraphics'> {
  return buildPage('shareGraphics', { id: 'graphics', title: 'Share the campaign', path: '/share', fields })
}
