import { describe, expect, it } from 'vitest'
import { validateWith } from '../../lib/forms/field-errors.ts'
import {
  type CustomTrainingValues,
  customTrainingFormSchema,
  emptyCustomTrainingValues,
} from './custom-training-values.ts'

const validate = (change: Partial<CustomTrainingValues>) =>
  validateWith(customTrainingFormSchema, { ...emptyCustomTrainingValues, ...change })

describe('customTrainingFormSchema', () => {
  it('leaves blank fields out, so the API uses its standard values', () => {
    expect(validate({})).toEqual({ success: true, data: {} })
  })

  it('reads numbers, turns the percentage into a share and trims text', () => {
    expect(
      validate({
        baseModel: ' local-retrieval ',
        epochs: '3',
        validationSplitPercent: '12.3',
        suffix: 'support-v2',
        systemPromptId: 'prompt-1',
      }),
    ).toEqual({
      success: true,
      data: {
        baseModel: 'local-retrieval',
        epochs: 3,
        validationSplit: 0.123,
        suffix: 'support-v2',
        systemPromptId: 'prompt-1',
      },
    })
  })

  it('says plainly when a number field holds something else', () => {
    expect(validate({ epochs: 'three', validationSplitPercent: 'ten' })).toEqual({
      success: false,
      fieldErrors: {
        epochs: 'Enter a whole number of epochs.',
        validationSplitPercent: 'Enter a percentage from 0 to 50.',
      },
    })
    expect(validate({ epochs: '2.5' })).toEqual({
      success: false,
      fieldErrors: { epochs: 'Enter a whole number of epochs.' },
    })
  })

  it('applies the contract’s bounds under the form’s own field names', () => {
    expect(validate({ epochs: '0', validationSplitPercent: '60', suffix: 'has spaces' })).toEqual({
      success: false,
      fieldErrors: {
        epochs: 'Use at least 1 epoch.',
        validationSplitPercent: 'Hold out at most half of the knowledge.',
        suffix: 'Use up to 40 letters, digits, "-" and "_".',
      },
    })
    expect(validate({ epochs: '51' })).toMatchObject({ fieldErrors: { epochs: 'Use at most 50 epochs.' } })
    expect(validate({ validationSplitPercent: '-5' })).toMatchObject({
      fieldErrors: { validationSplitPercent: 'Use 0 or more.' },
    })
  })
})
