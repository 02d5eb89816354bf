import type { AnswerCheck, Training, TrainingMetricPoint } from '@platform/shared/contracts/training'

/** Shown where a value is not known (yet); a dash reads as "nothing" where 0 would read as a measurement. */
export const missingValue = '—'

/**
 * A loss, to three decimals: enough to see it fall between epochs without pretending to more precision.
 *
 * @example
 * formatLoss(0.41237) // "0.412"
 */
export function formatLoss(value: number | null | undefined, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return missingValue
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value)
}

/**
 * An accuracy given as a share (0 to 1), as a percentage with one decimal.
 *
 * @example
 * formatAccuracy(0.875) // "87.5%"
 */
export function formatAccuracy(value: number | null | undefined, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return missingValue
  const share = Math.min(1, Math.max(0, value))
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/**
 * What a training's check figures measured. With pairs held out they are the held-out pairs; with none held out
 * the engine still checks itself on reworded questions it makes from the pairs, which is a rougher figure, so it
 * gets a name of its own rather than "validation" next to "0 held out".
 */
export function checkLabels(heldOut: boolean): { loss: string; accuracy: string; explanation: string } {
  return heldOut
    ? {
        loss: 'held-out loss',
        accuracy: 'held-out accuracy',
        explanation: 'Held-out: measured on the Q&A pairs kept out of training.',
      }
    : {
        loss: 'self-check loss',
        accuracy: 'self-check accuracy',
        explanation:
          'Self-check: no pairs were held out, so the engine checked itself on reworded questions made from the pairs. Hold pairs out in a custom training for a stricter check.',
      }
}

/** Explains the training figures, which are easy to mistake for the quality of answers to new questions. */
export const trainingAccuracyExplanation = 'Training accuracy: questions it learned from that it answers right.'

/**
 * Metrics of one point, training first, then the check figures under the name of what they measured.
 *
 * @example formatMetrics({ trainLoss: 0.5, trainAccuracy: 0.8, validationLoss: null, validationAccuracy: 0.6 }, false)
 * // "Training loss 0.500, training accuracy 80%, self-check accuracy 60%"
 */
export function formatMetrics(
  point: Pick<TrainingMetricPoint, 'trainLoss' | 'trainAccuracy' | 'validationLoss' | 'validationAccuracy'> | null,
  heldOut: boolean,
  locale?: string,
): string {
  if (!point) return missingValue
  const labels = checkLabels(heldOut)
  const parts: string[] = []
  if (point.trainLoss !== null) parts.push(`training loss ${formatLoss(point.trainLoss, locale)}`)
  if (point.trainAccuracy !== null) parts.push(`training accuracy ${formatAccuracy(point.trainAccuracy, locale)}`)
  if (point.validationLoss !== null) parts.push(`${labels.loss} ${formatLoss(point.validationLoss, locale)}`)
  if (point.validationAccuracy !== null)
    parts.push(`${labels.accuracy} ${formatAccuracy(point.validationAccuracy, locale)}`)
  if (parts.length === 0) return missingValue
  const text = parts.join(', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A share of the answer check as a whole percentage: the check asks a few dozen questions, so a decimal would
 * claim a precision the figure does not have.
 */
function formatWholePercent(share: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.min(1, Math.max(0, share)),
  )
}

/**
 * The answer check in one line: held-out wordings answered right, then out-of-scope questions declined; a dash
 * for a model that has none (hosted language models, models trained before it).
 *
 * @example formatAnswerCheck({ accuracy: 0.82, refusalRate: 0.9 }) // "82% answered right · 90% declined"
 */
export function formatAnswerCheck(
  check: Pick<AnswerCheck, 'accuracy' | 'refusalRate'> | undefined,
  locale?: string,
): string {
  if (!check) return missingValue
  const parts: string[] = []
  if (check.accuracy !== null) parts.push(`${formatWholePercent(check.accuracy, locale)} answered right`)
  if (check.refusalRate !== null) parts.push(`${formatWholePercent(check.refusalRate, locale)} declined`)
  return parts.length > 0 ? parts.join(' · ') : missingValue
}

/**
 * The counts behind the answer check, e.g. "41 of 50 held-out wordings" and "18 of 20 out-of-scope questions".
 *
 * @example formatAnswerCheckCounts({ answerableQuestions: 50, answeredRight: 41, outOfScopeQuestions: 20, declined: 18 })
 */
export function formatAnswerCheckCounts(
  check: Pick<AnswerCheck, 'answerableQuestions' | 'answeredRight' | 'outOfScopeQuestions' | 'declined'>,
  locale?: string,
): { answered: string; declined: string } {
  const count = (value: number) => new Intl.NumberFormat(locale).format(value)
  return {
    answered: `${count(check.answeredRight)} of ${count(check.answerableQuestions)} held-out wordings`,
    declined: `${count(check.declined)} of ${count(check.outOfScopeQuestions)} out-of-scope questions`,
  }
}

/**
 * Where the answer check's held-out wordings came from: the version's test cases or the pairs held out when there
 * were any, otherwise rewordings the engine made from the pairs (easier than real questions, so it says so).
 */
export function answerCheckSource(
  counts: Pick<NonNullable<Training['counts']>, 'validationExamples' | 'validationFromTestCases'> | null,
): string {
  if (counts?.validationFromTestCases) return 'the version’s test cases, which it did not train on'
  if ((counts?.validationExamples ?? 0) > 0) return 'the Q&A pairs held out of training'
  return 'rewordings of the Q&A pairs that the engine made and kept out of its training; real questions are usually harder'
}

/**
 * How a training's pairs were used, e.g. "101 for training, none held out".
 *
 * @example formatExampleUse({ trainingExamples: 90, validationExamples: 10 }) // "90 for training, 10 held out"
 */
export function formatExampleUse(
  counts: { trainingExamples: number; validationExamples: number; validationFromTestCases?: boolean | undefined },
  locale?: string,
): string {
  const count = (value: number) => new Intl.NumberFormat(locale).format(value)
  // With test cases in the version, they are the validation set and no knowledge is held out.
  if (counts.validationFromTestCases)
    return `${count(counts.trainingExamples)} for training, ${count(counts.validationExamples)} test cases to validate`
  const held = counts.validationExamples > 0 ? `${count(counts.validationExamples)} held out` : 'none held out'
  return `${count(counts.trainingExamples)} for training, ${held}`
}

/** "Step 4 of 12", or "Step 4" while the provider has not said how many steps there are. */
export function formatStep(point: Pick<TrainingMetricPoint, 'step' | 'totalSteps'>, locale?: string): string {
  const number = new Intl.NumberFormat(locale)
  const step = number.format(point.step)
  return point.totalSteps ? `Step ${step} of ${number.format(point.totalSteps)}` : `Step ${step}`
}

/**
 * A duration estimate in words, rounded so it does not promise more precision than an estimate has.
 *
 * @example
 * formatDuration(14) // "about 15 seconds"
 * formatDuration(4_000) // "about 1 hour 7 minutes"
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'under a few seconds'
  if (seconds < 60) return `about ${Math.max(5, Math.round(seconds / 5) * 5)} seconds`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  return rest === 0 ? `about ${hourText}` : `about ${hourText} ${rest} ${rest === 1 ? 'minute' : 'minutes'}`
}

/**
 * US dollars; amounts under a cent keep four decimals, because a small training really costs fractions of a cent
 * and "$0.00" would read as free.
 */
export function formatUsd(amount: number, locale?: string): string {
  const small = amount !== 0 && Math.abs(amount) < 0.01
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: small ? 4 : 2,
  }).format(amount)
}

export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value)
}

/** An item count against its plan limit, e.g. "12 of 100", or "12 (no limit)". */
export function formatAgainstLimit(count: number, limit: number | null, locale?: string): string {
  if (limit === null) return `${formatCount(count, locale)} (no limit)`
  return `${formatCount(count, locale)} of ${formatCount(limit, locale)}`
}

/** A validation split (0 to 0.5) as a percentage of the knowledge, e.g. "10%"; none reads as "None". */
export function formatValidationSplit(split: number, locale?: string): string {
  if (split <= 0) return 'none'
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(split)
}

/** What a training cost, saying so when the credits went back because it failed or was cancelled. */
export function formatCharge(training: Pick<Training, 'creditsCharged' | 'creditsRefunded'>, locale?: string): string {
  const amount = formatUsd(training.creditsCharged, locale)
  return training.creditsRefunded ? `${amount} (refunded)` : amount
}

/**
 * Date and time for the history, e.g. "3 Mar 2026, 14:05". Trainings of one day differ by their time, which
 * the console's plain date format leaves out.
 */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date)
}

/** Words as the API or a label gives them ("knowledge Q&As"), starting a cell or a label with a capital. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
