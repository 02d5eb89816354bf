import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import type { Project } from '@platform/shared/contracts/projects'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { VersionContext } from '../../versions/index.ts'
import { improvementQueryKeys } from '../api/improvement-query-keys.ts'
import { ImprovementInbox } from './improvement-inbox.tsx'

const version = (id: string, number: number, frozen: boolean) => ({
  id,
  name: `v${number}`,
  number,
  frozen,
  frozenReason: frozen ? 'API key "Website" serves a model trained on this version' : null,
  copiedFromVersionId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
})

function contextOf(versions: Project['versions'], access: Project['access'] = 'manage'): VersionContext {
  const project: Project = {
    id: 'project-1',
    organizationId: 'organization-1',
    name: 'Help centre',
    description: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    createdBy: 'user-1',
    access,
    versions,
    latestVersionId: versions[0]?.id ?? '',
  }
  const inbox = versions.find((candidate) => candidate.id === 'version-1') ?? versions[0]
  if (!inbox) throw new Error('a version is needed')
  return {
    project,
    version: inbox,
    scope: { organizationId: project.organizationId, projectId: project.id, versionId: inbox.id },
    editable: !inbox.frozen,
  }
}

const crypto: ImprovementGroup = {
  id: 'group-1',
  status: 'open',
  question: 'Can I pay with Bitcoin?',
  endUserCount: 2,
  askedCount: 3,
  declinedCount: 3,
  thumbsDownCount: 1,
  lowConfidenceCount: 0,
  talkToHumanCount: 0,
  channels: ['embed'],
  examples: ['Can I pay with Bitcoin?', 'Do you accept cryptocurrency payments?'],
  exampleChats: [{ question: 'Do you accept cryptocurrency payments?', modelId: 'model-1', chatId: 'session-2' }],
  firstSeenAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  reopenedAt: null,
  linkedTo: null,
  reask: null,
}

/** The inbox as the server would fill it (the query's cache seeded), rendered to HTML. */
function render(
  context: VersionContext,
  items: ImprovementGroup[],
  seeded: { answered?: ImprovementGroup[]; answersSinceTraining?: { versionId: string; count: number } } = {},
): string {
  const queryClient = new QueryClient()
  queryClient.setQueryData(improvementQueryKeys.groups(context.scope, 'open'), { items })
  if (seeded.answered)
    queryClient.setQueryData(improvementQueryKeys.groups(context.scope, 'answered'), { items: seeded.answered })
  if (seeded.answersSinceTraining)
    queryClient.setQueryData(
      improvementQueryKeys.trainingStatus({ ...context.scope, versionId: seeded.answersSinceTraining.versionId }),
      { answersSinceTraining: seeded.answersSinceTraining.count, latestTrainingId: null, latestTrainingAt: null },
    )
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ImprovementInbox context={context} onReadChat={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ImprovementInbox', () => {
  it('shows each group with its counts, reasons, channels and other wordings, and its three actions', () => {
    const html = render(contextOf([version('version-2', 2, false), version('version-1', 1, true)]), [crypto])
    expect(html).toContain('<h2')
    expect(html).toContain('Improve')
    expect(html).toContain('Can I pay with Bitcoin?')
    expect(html).toContain('aria-label="Other wordings of Can I pay with Bitcoin?"')
    expect(html).toContain('<li>Do you accept cryptocurrency payments?</li>')
    expect(html).toContain('3 declined · 1 thumbs-down')
    expect(html).toContain('Widget or chat API')
    for (const action of ['Answer it', 'Out of scope', 'Link to a page or action', 'Dismiss'])
      expect(html).toContain(`aria-label="${action}: Can I pay with Bitcoin?"`)
    // The example asked in a stored chat opens its transcript; the one without a chat offers none.
    expect(html).toContain('aria-label="Read the chat where “Do you accept cryptocurrency payments?” was asked"')
    expect(html).not.toContain('Read the chat where “Can I pay with Bitcoin?” was asked')
  })

  it('sends what a frozen version’s inbox creates to the newest version that can change, and says so', () => {
    const html = render(contextOf([version('version-2', 2, false), version('version-1', 1, true)]), [crypto])
    expect(html).toContain('Save answers and test cases to')
    expect(html).toContain('Version v1 is frozen')
    expect(html).toContain('v2')
  })

  it('offers only Link and Dismiss, and the way to a version, when every version is frozen', () => {
    const html = render(contextOf([version('version-1', 1, true)]), [crypto])
    expect(html).toContain('Every version of this project is frozen')
    expect(html).toContain('href="/projects/versions/"')
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Answer it: Can I pay with Bitcoin\?"|aria-label="Answer it: Can I pay with Bitcoin\?"[^>]*disabled/,
    )
    // Linking writes nothing new: it points at content of the version that served the questions, frozen or not.
    expect(html).not.toMatch(
      /<button[^>]*disabled[^>]*aria-label="Link to a page or action: Can I pay with Bitcoin\?"|aria-label="Link to a page or action: Can I pay with Bitcoin\?"[^>]*disabled/,
    )
  })

  it('offers to train the version the answers went to, and shows what the retrained model now answers', () => {
    const answered: ImprovementGroup = {
      ...crypto,
      id: 'group-2',
      status: 'answered',
      resolvedAt: '2026-11-22T10:00:00.000Z',
      reask: { modelId: 'model-2', askedAt: '2026-11-22T11:00:00.000Z', answered: true, answeredQuestions: 2 },
    }
    const html = render(contextOf([version('version-2', 2, false), version('version-1', 1, true)]), [crypto], {
      answered: [answered],
      answersSinceTraining: { versionId: 'version-2', count: 2 },
    })
    expect(html).toContain('2 new answers in version v2 since its last training.')
    expect(html).toContain('Train now')
    expect(html).toContain('Answered from this inbox (1)')
    expect(html).toContain('Answered now: 2 of 2 questions')
  })

  it('says nothing about training when no answer waits for it', () => {
    const html = render(contextOf([version('version-2', 2, false), version('version-1', 1, true)]), [crypto], {
      answersSinceTraining: { versionId: 'version-2', count: 0 },
    })
    expect(html).not.toContain('Train now')
    expect(html).not.toContain('Answered from this inbox')
  })

  it('explains what will appear when the inbox is empty', () => {
    const html = render(contextOf([version('version-1', 1, false)]), [])
    expect(html).toContain('Nothing to improve yet')
    expect(html).toContain('When the assistant declines a question')
  })
})
