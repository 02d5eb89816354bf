import { describe, expect, it } from 'vitest'
import {
  answerCheckSource,
  formatAccuracy,
  formatAgainstLimit,
  formatAnswerCheck,
  formatAnswerCheckCounts,
  formatCharge,
  formatDateTime,
  formatDuration,
  formatExampleUse,
  formatLoss,
  formatMetrics,
  formatStep,
  formatUsd,
  formatValidationSplit,
  missingValue,
} from './training-format.ts'

const locale = 'en-GB'

describe('metric formatting', () => {
  it('shows a loss to three decimals and a missing one as a dash', () => {
    expect(formatLoss(0.41237, locale)).toBe('0.412')
    expect(formatLoss(2, locale)).toBe('2.000')
    expect(formatLoss(null, locale)).toBe(missingValue)
    expect(formatLoss(Number.NaN, locale)).toBe(missingValue)
  })

  it('shows an accuracy share as a percentage, kept within 0 to 100%', () => {
    expect(formatAccuracy(0.875, locale)).toBe('87.5%')
    expect(formatAccuracy(1, locale)).toBe('100%')
    expect(formatAccuracy(1.2, locale)).toBe('100%')
    expect(formatAccuracy(undefined, locale)).toBe(missingValue)
  })

  it('lists the metrics that have arrived, named by what they measured', () => {
    expect(
      formatMetrics(
        { trainLoss: 0.5, trainAccuracy: 0.8, validationLoss: null, validationAccuracy: null },
        true,
        locale,
      ),
    ).toBe('Training loss 0.500, training accuracy 80%')
    expect(
      formatMetrics(
        { trainLoss: null, trainAccuracy: null, validationLoss: 0.7, validationAccuracy: 0.65 },
        true,
        locale,
      ),
    ).toBe('Held-out loss 0.700, held-out accuracy 65%')
    // With no pairs held out, the check is not called validation next to "none held out".
    expect(
      formatMetrics(
        { trainLoss: null, trainAccuracy: 0.48, validationLoss: null, validationAccuracy: 0.56 },
        false,
        locale,
      ),
    ).toBe('Training accuracy 48%, self-check accuracy 56%')
    expect(
      formatMetrics(
        { trainLoss: null, trainAccuracy: null, validationLoss: null, validationAccuracy: null },
        false,
        locale,
      ),
    ).toBe(missingValue)
    expect(formatMetrics(null, false, locale)).toBe(missingValue)
  })

  it('says how the pairs were used', () => {
    expect(formatExampleUse({ trainingExamples: 101, validationExamples: 0 }, locale)).toBe(
      '101 for training, none held out',
    )
    expect(formatExampleUse({ trainingExamples: 90, validationExamples: 10 }, locale)).toBe(
      '90 for training, 10 held out',
    )
    expect(
      formatExampleUse({ trainingExamples: 100, validationExamples: 20, validationFromTestCases: true }, locale),
    ).toBe('100 for training, 20 test cases to validate')
  })

  it('names the step, with the total once the provider gives it', () => {
    expect(formatStep({ step: 4, totalSteps: 12 }, locale)).toBe('Step 4 of 12')
    expect(formatStep({ step: 1200, totalSteps: null }, locale)).toBe('Step 1,200')
  })
})

describe('answer check formatting', () => {
  const check = {
    answerableQuestions: 50,
    answeredRight: 41,
    accuracy: 0.82,
    outOfScopeQuestions: 20,
    declined: 18,
    refusalRate: 0.9,
  }

  it('reads as right answers, then declines, in whole percentages', () => {
    expect(formatAnswerCheck(check, locale)).toBe('82% answered right · 90% declined')
    expect(formatAnswerCheck({ accuracy: 0.5625, refusalRate: 0.7692 }, locale)).toBe(
      '56% answered right · 77% declined',
    )
  })

  it('leaves out a share with no question behind it, and shows a dash without a check', () => {
    expect(formatAnswerCheck({ accuracy: 1, refusalRate: null }, locale)).toBe('100% answered right')
    expect(formatAnswerCheck({ accuracy: null, refusalRate: null }, locale)).toBe(missingValue)
    expect(formatAnswerCheck(undefined, locale)).toBe(missingValue)
  })

  it('gives the counts behind each share', () => {
    expect(formatAnswerCheckCounts(check, locale)).toEqual({
      answered: '41 of 50 held-out wordings',
      declined: '18 of 20 out-of-scope questions',
    })
  })

  it('names where the held-out wordings came from', () => {
    expect(answerCheckSource({ validationExamples: 12, validationFromTestCases: true })).toContain('test cases')
    expect(answerCheckSource({ validationExamples: 12 })).toContain('held out of training')
    expect(answerCheckSource({ validationExamples: 0 })).toContain('real questions are usually harder')
    expect(answerCheckSource(null)).toContain('real questions are usually harder')
  })
})

describe('estimate formatting', () => {
  it('rounds durations to what an estimate can promise', () => {
    expect(formatDuration(0)).toBe('under a few seconds')
    expect(formatDuration(2)).toBe('about 5 seconds')
    expect(formatDuration(14)).toBe('about 15 seconds')
    expect(formatDuration(61)).toBe('about 1 minute')
    expect(formatDuration(610)).toBe('about 10 minutes')
    expect(formatDuration(3_600)).toBe('about 1 hour')
    expect(formatDuration(4_000)).toBe('about 1 hour 7 minutes')
    expect(formatDuration(7_260)).toBe('about 2 hours 1 minute')
  })

  it('keeps fractions of a cent visible', () => {
    expect(formatUsd(0, locale)).toBe('US$0.00')
    expect(formatUsd(0.0012, locale)).toBe('US$0.0012')
    expect(formatUsd(12.5, locale)).toBe('US$12.50')
    expect(formatUsd(12.5, 'en-US')).toBe('$12.50')
  })

  it('shows counts against plan limits', () => {
    expect(formatAgainstLimit(12, 100, locale)).toBe('12 of 100')
    expect(formatAgainstLimit(1200, null, locale)).toBe('1,200 (no limit)')
  })

  it('shows the validation split as a share of the knowledge', () => {
    expect(formatValidationSplit(0, locale)).toBe('none')
    expect(formatValidationSplit(0.1, locale)).toBe('10%')
    expect(formatValidationSplit(0.125, locale)).toBe('12.5%')
  })

  it('says when the credits of a training went back', () => {
    expect(formatCharge({ creditsCharged: 0.5, creditsRefunded: false }, 'en-US')).toBe('$0.50')
    expect(formatCharge({ creditsCharged: 0.5, creditsRefunded: true }, 'en-US')).toBe('$0.50 (refunded)')
  })

  it('shows date and time, and an unreadable value as it came', () => {
    expect(formatDateTime('2026-03-03T14:05:00.000Z', locale, 'UTC')).toBe('3 Mar 2026, 14:05')
    expect(formatDateTime('soon', locale, 'UTC')).toBe('soon')
  })
})
