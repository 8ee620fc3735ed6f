import { defineRecipe } from '@pandacss/dev'

/**
 * Buttons and button-styled links.
 *
 * - `primary`: donate red (white on `donate.bg`).
 * - `secondary`: white on navy.
 * - `ghost`: transparent, inherits the surrounding text colour (works on light
 *   and dark backgrounds).
 */
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Campaign button: primary (donate), secondary (navy) or ghost',
  jsx: ['Button', 'DonateButton', 'LinkButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: 'bodyBold',
    lineHeight: '1',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'sm',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'hover',
    transitionTimingFunction: 'ease-out',
    _disabled: {
      opacity: 0.5,
      cursor: 'not-allowed',
    },
  },
  variants: {
    variant: {
      primary: {
        bg: 'donate.bg',
        color: 'donate.text',
        _hover: { bg: 'donate.hoverBg' },
      },
      secondary: {
        bg: 'bgInverse',
        color: 'textInverse',
        _hover: { bg: 'navy.dark' },
      },
      ghost: {
        bg: 'transparent',
        color: 'inherit',
        borderColor: 'currentColor',
        _hover: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      },
    },
    size: {
      sm: {
        fontSize: 'md',
        minHeight: '10',
        paddingInline: '4',
        paddingBlock: '2',
      },
      md: {
        fontSize: 'lg',
        minHeight: '12',
        paddingInline: '6',
        paddingBlock: '3',
      },
    },
    fullWidth: {
      true: { width: 'full' },
    },
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
  },
})
