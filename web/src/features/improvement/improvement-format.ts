import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import type { Action, Page } from '@platform/shared/contracts/version-content'

/**
 * How each channel an inbox question came from reads to a support lead. The widget and a customer's own calls to the
 * embed chat API send the same request, so they are one channel and named as both.
 */
const channelLabels: Record<string, string> = {
  embed: 'Widget or chat API',
  playground: 'Playground',
  openai: 'OpenAI-compatible API',
  siteGuide: 'Site guide',
}

/**
 * The channels of a group as words, in the order the server lists them; a channel this console does not know yet is
 * shown by its name rather than dropped.
 *
 * @example channelNames(['embed', 'openai']) // 'Widget or chat API, OpenAI-compatible API'
 */
export function channelNames(channels: readonly string[]): string {
  return channels.map((channel) => channelLabels[channel] ?? channel).join(', ')
}

/**
 * Why a group's questions reached the inbox, counted: only the reasons that happened, each question by the first
 * reason that took it in.
 *
 * @example reasonSummary({ declinedCount: 2, thumbsDownCount: 1, lowConfidenceCount: 0, talkToHumanCount: 0 }) // '2 declined · 1 thumbs-down'
 */
export function reasonSummary(
  group: Pick<ImprovementGroup, 'declinedCount' | 'thumbsDownCount' | 'lowConfidenceCount' | 'talkToHumanCount'>,
): string {
  const parts: string[] = []
  if (group.declinedCount > 0) parts.push(`${group.declinedCount} declined`)
  if (group.lowConfidenceCount > 0) parts.push(`${group.lowConfidenceCount} answered below confidence`)
  if (group.thumbsDownCount > 0) parts.push(`${group.thumbsDownCount} thumbs-down`)
  if (group.talkToHumanCount > 0) parts.push(`${group.talkToHumanCount} asked for a person`)
  return parts.join(' · ') || '—'
}

/**
 * "N new answers since the last training": the hint over the inbox, null when there is nothing new to train.
 *
 * @example trainingHint(2, 'v2') // '2 new answers in version v2 since its last training.'
 */
export function trainingHint(answersSinceTraining: number, versionName: string): string | null {
  if (answersSinceTraining <= 0) return null
  const answers = answersSinceTraining === 1 ? '1 new answer' : `${answersSinceTraining} new answers`
  return `${answers} in version ${versionName} since its last training.`
}

/**
 * What retraining did for an answered group: its questions re-asked of the first model trained after the answer.
 *
 * @example reaskSummary({ answered: false, answeredQuestions: 1 }, 2) // 'Still not answered: 1 of 2 questions'
 */
export function reaskSummary(
  reask: Pick<NonNullable<ImprovementGroup['reask']>, 'answered' | 'answeredQuestions'> | null,
  questionCount: number,
): string {
  if (!reask) return 'Not retrained yet'
  const share = `${reask.answeredQuestions} of ${questionCount} ${questionCount === 1 ? 'question' : 'questions'}`
  return reask.answered ? `Answered now: ${share}` : `Still not answered: ${share}`
}

/**
 * The version answers and test cases go to: the inbox's own when it can change, otherwise the newest version that
 * can (a deployed version is frozen, so its inbox writes to the version being prepared). Null when every version is
 * frozen: the user creates or unfreezes one first.
 */
export function defaultTargetVersion(
  versions: readonly Pick<VersionSummary, 'id' | 'frozen' | 'number'>[],
  inboxVersionId: string,
): string | null {
  const own = versions.find((version) => version.id === inboxVersionId)
  if (own && !own.frozen) return own.id
  const editable = versions.filter((version) => !version.frozen).sort((left, right) => right.number - left.number)
  return editable[0]?.id ?? null
}

/**
 * The flash message after an action: the server's sentence of what it created, and where when it is another
 * version than the inbox's, so the reader knows which version to train.
 *
 * @example createdMessage('Knowledge added.', 'v2') // 'Knowledge added. Saved in version v2.'
 */
export function createdMessage(message: string, otherVersionName: string | null): string {
  return otherVersionName ? `${message} Saved in version ${otherVersionName}.` : message
}

/** The examples a group shows under its question: the others it keeps, the question itself first in the title. */
export function otherExamples(group: Pick<ImprovementGroup, 'question' | 'examples'>): string[] {
  return group.examples.filter((example) => example !== group.question)
}

/** A page or action of the version a group can be linked to. */
export type LinkTarget = NonNullable<ImprovementGroup['linkedTo']>

/**
 * The choices of "Link to a page or action": pages first, then actions, each named as the content pages name it.
 *
 * @example linkTargetOptions([{ id: '/billing', title: 'Billing' }], [])[0] // { value: 'page:/billing', label: 'Page: Billing', description: '/billing', target: { type: 'page', id: '/billing' } }
 */
export function linkTargetOptions(
  pages: readonly Pick<Page, 'id' | 'title'>[],
  actions: readonly Pick<Action, 'id' | 'name'>[],
): Array<{ value: string; label: string; description: string; target: LinkTarget }> {
  return [
    ...pages.map((page) => ({
      value: `page:${page.id}`,
      label: `Page: ${page.title}`,
      description: page.id,
      target: { type: 'page' as const, id: page.id },
    })),
    ...actions.map((action) => ({
      value: `action:${action.id}`,
      label: `Action: ${action.name}`,
      description: action.id,
      target: { type: 'action' as const, id: action.id },
    })),
  ]
}
