import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import ExpandableSection from '@cloudscape-design/components/expandable-section'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { RouterLink } from '../../../components/router-link.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { canWrite } from '../../projects/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { type ImprovementAction, useActOnImprovementGroup } from '../api/act-on-improvement-group.ts'
import { useImprovementTrainingStatus } from '../api/get-improvement-training-status.ts'
import { useImprovementGroups } from '../api/list-improvement-groups.ts'
import {
  channelNames,
  createdMessage,
  defaultTargetVersion,
  type LinkTarget,
  otherExamples,
  reaskSummary,
  reasonSummary,
  trainingHint,
} from '../improvement-format.ts'
import { AnswerGroupModal, type GroupAnswer } from './answer-group-modal.tsx'
import { LinkGroupModal } from './link-group-modal.tsx'

const when = (iso: string) => new Date(iso).toLocaleString()

/** An example question asked in a stored chat, and the chat whose transcript shows it. */
export type ExampleChat = ImprovementGroup['exampleChats'][number]

/**
 * The "Improve" area of a version (issue 42): the questions its assistant declined or answered to a thumbs-down,
 * grouped by meaning, most end users first, each resolved by one action. A deployed version is frozen, so what an
 * action creates goes to the version chosen here (the newest that can change, by default).
 */
export function ImprovementInbox({
  context,
  onReadChat,
}: {
  context: VersionContext
  /** Opens an example's chat transcript (the messages view shows it below the inbox). */
  onReadChat?: (chat: ExampleChat) => void
}) {
  const scope = context.scope
  const groups = useImprovementGroups(scope)
  const act = useActOnImprovementGroup(scope)
  const mayWrite = canWrite(context.project.access)
  const versions = context.project.versions
  const [chosenTargetId, setChosenTargetId] = useState<string | null>(null)
  const targetId =
    versions.find((version) => version.id === chosenTargetId && !version.frozen)?.id ??
    defaultTargetVersion(versions, context.version.id)
  const target = versions.find((version) => version.id === targetId) ?? null
  const [answering, setAnswering] = useState<ImprovementGroup | null>(null)
  const [answerError, setAnswerError] = useState<string | null>(null)
  const [linking, setLinking] = useState<ImprovementGroup | null>(null)
  const [acting, setActing] = useState<string | null>(null)
  const items = groups.data?.items ?? []
  const answered = useImprovementGroups(scope, 'answered')
  const answeredItems = answered.data?.items ?? []
  const navigate = useNavigate()
  const trainingStatus = useImprovementTrainingStatus({ ...scope, versionId: target?.id ?? null })
  const hint = target ? trainingHint(trainingStatus.data?.answersSinceTraining ?? 0, target.name) : null

  function trainTarget() {
    if (!target) return
    // The training page trains the version the console works on: the one the answers went to.
    consoleContextStore.selectVersion({ id: target.id, name: target.name })
    void navigate('/projects/training/')
  }

  /** The target version when it is not the inbox's own: the server writes to the group's version otherwise. */
  const otherTarget = target && target.id !== context.version.id ? target : null

  async function run(group: ImprovementGroup, action: ImprovementAction): Promise<boolean> {
    setActing(group.id)
    try {
      const answer = await act.mutateAsync({ groupId: group.id, action })
      const wroteElsewhere = action.action === 'answer' || action.action === 'outOfScope'
      toast.success(createdMessage(answer.message, wroteElsewhere ? (otherTarget?.name ?? null) : null))
      return true
    } catch (error) {
      const message = messageForUser(error)
      if (action.action === 'answer' || action.action === 'link') setAnswerError(message)
      else if (message) toast.error(message)
      return false
    } finally {
      setActing(null)
    }
  }

  async function answer(group: ImprovementGroup, values: GroupAnswer) {
    setAnswerError(null)
    const done = await run(group, {
      action: 'answer',
      ...values,
      ...(otherTarget ? { targetVersionId: otherTarget.id } : {}),
    })
    if (done) setAnswering(null)
  }

  async function link(group: ImprovementGroup, target: LinkTarget) {
    setAnswerError(null)
    // A link points at content of the version that served the questions, so it needs no version that can change.
    if (await run(group, { action: 'link', target })) setLinking(null)
  }

  const targetOptions = versions
    .filter((version) => !version.frozen)
    .map((version) => ({
      value: version.id,
      label: version.name,
      description: version.id === context.version.id ? 'This version' : undefined,
    }))
  const canCreate = mayWrite && target !== null

  return (
    <SpaceBetween size="s">
      {hint && mayWrite && (
        <Alert type="info" header="Answers to train" action={<Button onClick={trainTarget}>Train now</Button>}>
          {hint} Train it so the assistant uses them; after the training, the questions of each answered group are asked
          again to show which now get answered.
        </Alert>
      )}
      <Table
        items={items}
        trackBy="id"
        loading={groups.isPending}
        loadingText="Loading the inbox"
        wrapLines
        variant="container"
        header={
          <Header
            variant="h2"
            counter={groups.isPending ? undefined : `(${items.length})`}
            description="Questions the assistant declined or answered to a thumbs-down, grouped by meaning, the groups most end users asked first. Answer one, mark it out of scope, link it to a page or action that already answers it, or dismiss it, and it leaves the inbox."
            actions={
              <Button
                iconName="refresh"
                ariaLabel="Refresh the inbox"
                loading={groups.isFetching && !groups.isPending}
                onClick={() => void groups.refetch()}
              />
            }
          >
            Improve
          </Header>
        }
        filter={
          mayWrite && items.length > 0 ? (
            target ? (
              <FormField
                label="Save answers and test cases to"
                description={
                  otherTarget
                    ? `Version ${context.version.name} is frozen, so what you add goes to a version that can change; train it to use the answers.`
                    : undefined
                }
              >
                <Select
                  selectedOption={targetOptions.find((option) => option.value === target.id) ?? null}
                  options={targetOptions}
                  onChange={({ detail }) => setChosenTargetId(detail.selectedOption.value ?? null)}
                />
              </FormField>
            ) : (
              <Alert type="info">
                Every version of this project is frozen, so answers and test cases have nowhere to go.{' '}
                <RouterLink to="/projects/versions/">Create a version</RouterLink> or unfreeze one first; you can still
                link or dismiss groups.
              </Alert>
            )
          ) : undefined
        }
        empty={
          <EmptyState title="Nothing to improve yet">
            When the assistant declines a question or an end user gives an answer a thumbs-down, the question appears
            here, grouped with the questions that mean the same.
          </EmptyState>
        }
        columnDefinitions={[
          {
            id: 'question',
            header: 'Question',
            cell: (group) => (
              <SpaceBetween size="xxs">
                <Box variant="strong">{group.question}</Box>
                {otherExamples(group).length > 0 && (
                  <ul aria-label={`Other wordings of ${group.question}`}>
                    {otherExamples(group).map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                )}
                {onReadChat && group.exampleChats.length > 0 && (
                  <SpaceBetween direction="horizontal" size="xs">
                    {group.exampleChats.map((chat, index) => (
                      <Button
                        key={`${chat.modelId}:${chat.chatId}:${chat.question}`}
                        variant="inline-link"
                        ariaLabel={`Read the chat where “${chat.question}” was asked`}
                        onClick={() => onReadChat(chat)}
                      >
                        {`Chat ${index + 1}`}
                      </Button>
                    ))}
                  </SpaceBetween>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'endUsers', header: 'End users', cell: (group) => group.endUserCount },
          { id: 'asked', header: 'Asked', cell: (group) => group.askedCount },
          { id: 'why', header: 'Why', cell: (group) => reasonSummary(group) },
          { id: 'channels', header: 'Channels', cell: (group) => channelNames(group.channels) },
          { id: 'firstSeen', header: 'First seen', cell: (group) => when(group.firstSeenAt) },
          { id: 'lastSeen', header: 'Last seen', cell: (group) => when(group.lastSeenAt) },
          {
            id: 'actions',
            header: 'Action',
            cell: (group) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={!canCreate || acting !== null}
                  ariaLabel={`Answer it: ${group.question}`}
                  onClick={() => {
                    setAnswerError(null)
                    setAnswering(group)
                  }}
                >
                  Answer it
                </Button>
                <Button
                  disabled={!canCreate || acting !== null}
                  loading={acting === group.id && !answering && !linking}
                  ariaLabel={`Out of scope: ${group.question}`}
                  onClick={() =>
                    void run(group, {
                      action: 'outOfScope',
                      ...(otherTarget ? { targetVersionId: otherTarget.id } : {}),
                    })
                  }
                >
                  Out of scope
                </Button>
                <Button
                  disabled={!mayWrite || acting !== null}
                  ariaLabel={`Link to a page or action: ${group.question}`}
                  onClick={() => {
                    setAnswerError(null)
                    setLinking(group)
                  }}
                >
                  Link
                </Button>
                <Button
                  variant="link"
                  disabled={!mayWrite || acting !== null}
                  ariaLabel={`Dismiss: ${group.question}`}
                  onClick={() => void run(group, { action: 'dismiss' })}
                >
                  Dismiss
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {answeredItems.length > 0 && (
        <ExpandableSection headerText={`Answered from this inbox (${answeredItems.length})`}>
          <Table
            items={answeredItems}
            trackBy="id"
            variant="embedded"
            wrapLines
            columnDefinitions={[
              { id: 'question', header: 'Question', cell: (group) => group.question },
              {
                id: 'answeredAt',
                header: 'Answered',
                cell: (group) => (group.resolvedAt ? when(group.resolvedAt) : '—'),
              },
              {
                id: 'reask',
                header: 'After training',
                cell: (group) => reaskSummary(group.reask, group.examples.length),
              },
            ]}
          />
        </ExpandableSection>
      )}
      {answering && (
        <AnswerGroupModal
          key={answering.id}
          group={answering}
          saving={acting === answering.id}
          error={answerError}
          onSubmit={(values) => void answer(answering, values)}
          onDismiss={() => setAnswering(null)}
        />
      )}
      {linking && (
        <LinkGroupModal
          key={linking.id}
          scope={scope}
          group={linking}
          saving={acting === linking.id}
          error={answerError}
          onSubmit={(target) => void link(linking, target)}
          onDismiss={() => setLinking(null)}
        />
      )}
    </SpaceBetween>
  )
}
