import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import type { VersionSummary } from '@platform/shared/contracts/projects'

/** How each channel an inbox question came from reads to a support lead (the widget and embed chat are one request). */
const channelLabels: Record<string, string> = {
  embed: 'Widget',
  playground: 'Playground',
  openai: 'OpenAI-compatible API',
  siteGuide: 'Site guide',
}

/**
 * The channels of a group as words, in the order the server lists them; a channel this console does not know yet is
 * shown by its name rather than dropped.
 *
 * @example channelNames(['embed', 'openai']) // 'Widget, OpenAI-compatible API'
 */
export function channelNames(channels: readonly string[]): string {
  return channels.map((channel) => channelLabels[channel] ?? channel).join(', ')
}

/**
 * Why a group's questions reached the inbox, counted: declines and thumbs-down, only those that happened.
 *
 * @example reasonSummary({ declinedCount: 2, thumbsDownCount: 1 }) // '2 declined · 1 thumbs-down'
 */
export function reasonSummary(group: Pick<ImprovementGroup, 'declinedCount' | 'thumbsDownCount'>): string {
  const parts: string[] = []
  if (group.declinedCount > 0) parts.push(`${group.declinedCount} declined`)
  if (group.thumbsDownCount > 0) parts.push(`${group.thumbsDownCount} thumbs-down`)
  return parts.join(' · ') || '—'
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
