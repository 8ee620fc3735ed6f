import { z } from 'zod'
import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/** Amounts are worked in integer cents, so every one must stay a safe integer once multiplied by 100. */
const MAX_MONEY = Math.floor(Number.MAX_SAFE_INTEGER / 100)

const money = z.number().nonnegative().max(MAX_MONEY)

const bracketSchema = z.strictObject({
  /** Where the bracket starts: the rate applies to the part of an amount above this. */
  over: money,
  rate: z.number().min(0, 'a rate is a fraction from 0 to 1 (2% is 0.02)').max(1, 'a rate is a fraction from 0 to 1 (2% is 0.02)'),
})

const bracketsSchema = z
  .array(bracketSchema)
  .min(1)
  .superRefine((brackets, context) => {
    if (brackets[0] && brackets[0].over !== 0) {
      context.addIssue({ code: 'custom', path: [0, 'over'], message: 'the first bracket must start at 0' })
    }
    brackets.forEach((bracket, index) => {
      const previous = brackets[index - 1]
      if (previous && bracket.over <= previous.over) {
        context.addIssue({
          code: 'custom',
          path: [index, 'over'],
          message: `brackets must be in ascending order of "over" (${bracket.over} follows ${previous.over})`,
        })
      }
    })
  })

const creditSchema = z
  .strictObject({
    /** The full credit, given at or below phaseOutStart. */
    amount: money.positive(),
    phaseOutStart: money,
    /** Where the credit has fallen to nothing. */
    phaseOutEnd: money,
  })
  .refine((credit) => credit.phaseOutEnd > credit.phaseOutStart, {
    path: ['phaseOutEnd'],
    message: 'phaseOutEnd must be above phaseOutStart',
  })

/**
 * The policy as numbers: marginal brackets, then an optional credit that phases out.
 * Strict objects, so a misspelt key ("credits") is reported instead of silently doing nothing.
 */
const calculatorFormulaSchema = z.strictObject({
  currency: z
    .string()
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), { message: 'expected an ISO 4217 currency code such as "USD"' }),
  /** The largest amount a visitor may enter. */
  maxInput: money.positive(),
  brackets: bracketsSchema,
  credit: creditSchema.optional(),
})
export type CalculatorFormula = z.infer<typeof calculatorFormulaSchema>

const withAmount = (message: string) => z.string().refine((text) => text.includes('{amount}'), { message })

/**
 * The policyCalculator entry's own fields, beyond those every page has. The calculator shows only
 * when its label, its three result texts and its formula are all usable; else the page shows its body.
 */
export const policyCalculatorFields = definePageFields(
  {
    inputLabel: z.string().min(1),
    inputHint: z.string().min(1),
    /** Shown when the visitor would pay more: "You would pay {amount} more a year." */
    increaseText: withAmount('increaseText must contain {amount}'),
    /** Shown when the visitor would get money back: "You would get {amount} back a year." */
    decreaseText: withAmount('decreaseText must contain {amount}'),
    noChangeText: z.string().min(1),
    /** Names the credit in the breakdown; required when the formula has one. */
    creditLabel: z.string().min(1),
    body: richTextSchema,
    formula: calculatorFormulaSchema,
  },
  {
    required: ['inputLabel', 'increaseText', 'decreaseText', 'noChangeText', 'formula'],
    // Reported; until it is filled in, the credit line is named by the site's own word for a credit.
    check: (fields) =>
      fields.formula?.credit && !fields.creditLabel ? [{ field: 'creditLabel', message: 'creditLabel is required when the formula has a credit' }] : [],
  },
)
export type PolicyCalculatorFields = FieldsOf<typeof policyCalculatorFields>

/** The calculator's own part: present only when every field it needs is. */
export type CalculatorPart = Required<Pick<PolicyCalculatorFields, 'inputLabel' | 'increaseText' | 'decreaseText' | 'noChangeText' | 'formula'>> &
  Pick<PolicyCalculatorFields, 'inputHint' | 'creditLabel'>
