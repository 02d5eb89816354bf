import type { TopImprovementGroup } from '@platform/shared/contracts/improvement-figures'
import { describe, expect, it } from 'vitest'
import { improvementDigestEmail } from './improvement-digest-email.ts'

const group = (question: string, endUserCount: number): TopImprovementGroup => ({
  id: `group-${endUserCount}`,
  status: 'open',
  question,
  endUserCount,
  askedCount: endUserCount,
  declinedCount: endUserCount,
  thumbsDownCount: 0,
  lowConfidenceCount: 0,
  talkToHumanCount: 0,
  channels: ['embed'],
  examples: [question],
  exampleChats: [],
  firstSeenAt: '2026-03-04T10:00:00.000Z',
  lastSeenAt: '2026-03-04T10:00:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  reopenedAt: null,
  linkedTo: null,
  reask: null,
  versionId: 'version-1',
  versionName: 'v1',
})

describe('the weekly Improve digest email', () => {
  const mail = improvementDigestEmail('ada@example.com', {
    projectName: 'Help <desk>',
    openGroupCount: 7,
    topGroups: [group('Can I pay with <img src=x onerror=alert(1)>?', 3), group('Is there a student discount?', 1)],
    inboxUrl: 'https://console.example.com/projects/deployment/?dpm=messages',
    unsubscribeUrl: 'https://console.example.com/emails/unsubscribe/improvement-digests/?code=abc.def',
  })

  it('lists the groups with how many asked, and both links, in text and HTML', () => {
    expect(mail.subject).toBe('Improve Help <desk>: 7 questions left unanswered')
    expect(mail.text).toContain('- “Is there a student discount?” — 1 end user, 1 time (v1)')
    expect(mail.text).toContain('3 end users, 3 times')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://console.example.com/projects/deployment/?dpm=messages')
      expect(body).toContain('https://console.example.com/emails/unsubscribe/improvement-digests/?code=abc.def')
    }
  })

  it('writes end users’ questions and the project name into the HTML as text, never as markup', () => {
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('Help &lt;desk&gt;')
  })
})
