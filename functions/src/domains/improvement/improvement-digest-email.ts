import type { TopImprovementGroup } from '@platform/shared/contracts/improvement-figures'
import { escapeMarkup } from '@platform/shared/escape-markup'
import type { MailMessage } from '../../platform/mail.ts'

export interface DigestContent {
  projectName: string
  openGroupCount: number
  topGroups: readonly TopImprovementGroup[]
  /** Where the console's Improve area opens. */
  inboxUrl: string
  unsubscribeUrl: string
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function groupLine(group: TopImprovementGroup): string {
  return `“${group.question}” — ${plural(group.endUserCount, 'end user', 'end users')}, ${plural(group.askedCount, 'time', 'times')} (${group.versionName})`
}

/**
 * The weekly "Improve" digest to one admin: the project's top unanswered groups, a link into the inbox and the
 * link that stops these emails for the address.
 */
export function improvementDigestEmail(to: string, content: DigestContent): MailMessage {
  const title = `${content.projectName}: ${plural(content.openGroupCount, 'question', 'questions')} left unanswered`
  const lines = content.topGroups.map(groupLine)
  const introduction = 'End users asked these, and the assistant declined or the answer was thumbed down:'
  const text = [
    title,
    '',
    introduction,
    ...lines.map((line) => `- ${line}`),
    '',
    `Answer them in the Improve inbox: ${content.inboxUrl}`,
    '',
    `Stop these weekly emails: ${content.unsubscribeUrl}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d">
<h2>${escapeMarkup(title)}</h2><p>${escapeMarkup(introduction)}</p>
<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>
<p><a href="${escapeMarkup(content.inboxUrl)}" style="background:#f28c28;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the Improve inbox</a></p>
<p style="color:#5f6b7a;font-size:12px"><a href="${escapeMarkup(content.unsubscribeUrl)}">Stop these weekly emails</a></p></body></html>`
  return { to, subject: `Improve ${title}`, text, html }
}
