import { defineRecipe } from '@pandacss/dev'

/**
 * Centred page container: max width `site` (1400px), `section` (1150px) or
 * `content` (710px), with the 35px `contentGutter` as horizontal padding.
 * The padding is inside the max width (border-box, as set by preflight).
 */
export const containerRecipe = defineRecipe({
  className: 'container',
  description: 'Centred max-width container with the content gutter as horizontal padding',
  jsx: ['Container'],
  base: {
    width: 'full',
    marginInline: 'auto',
    paddingInline: 'contentGutter',
  },
  variants: {
    size: {
      site: { maxWidth: 'site' },
      section: { maxWidth: 'section' },
      content: { maxWidth: 'content' },
    },
  },
  defaultVariants: {
    size: 'site',
  },
})
