import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import ExpandableSection from '@cloudscape-design/components/expandable-section'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import PromptInput from '@cloudscape-design/components/prompt-input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Toggle from '@cloudscape-design/components/toggle'
import type { Model, ToolCall } from '@platform/shared/contracts/models'
import { useReducer, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useFollow } from '../../../components/router-link.tsx'
import { phoneWidthQuery } from '../../../lib/use-media-query.ts'
import { useSystemPrompts } from '../../content/index.ts'
import { useModels, useRagSettings } from '../../training/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useSendPlaygroundMessage } from '../api/send-playground-message.ts'
import {
  type ConversationEntry,
  conversationReducer,
  emptyConversation,
  playgroundRequest,
  settingsSummary,
  toolEntry,
  unansweredToolCalls,
  userEntry,
} from '../playground-conversation.ts'
import { MessageList } from './message-list.tsx'
import './playground.css'
import { ContentFormModal } from '../../../components/content-form/content-form-modal.tsx'
import { playgroundTestCaseForm } from '../test-case-form.ts'

/** The query parameter naming the chosen model, so the training history can link to a model's playground. */
const modelParameter = 'model'
const noSystemPrompt = ''

let entryCount = 0
const nextEntryId = () => `entry-${++entryCount}`

function NoTrainedModel() {
  const follow = useFollow()
  return (
    <Container>
      <EmptyState
        title="No trained model yet"
        action={
          <Button variant="primary" href="/projects/training/" onFollow={follow}>
            Go to Training
          </Button>
        }
      >
        Train a model on the Training page first. When its training succeeds, it appears here to chat with.
      </EmptyState>
    </Container>
  )
}

/**
 * The playground of spec section 2 (`?pg=playground`): chat with a trained model of the version, with a system
 * prompt, retrieval and suggested actions switched as the person trying it chooses.
 */
export function Playground({ context }: { context: VersionContext }) {
  const models = useModels(context.scope)
  if (models.isPending) return <PageLoading />
  const ready = (models.data ?? []).filter((model) => model.status === 'ready')
  if (ready.length === 0) return <NoTrainedModel />
  return <PlaygroundChat context={context} models={ready} />
}

function PlaygroundChat({ context, models }: { context: VersionContext; models: readonly Model[] }) {
  const { scope } = context
  const [savingExchange, setSavingExchange] = useState<{ prompt: string; expectedCompletion: string } | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const systemPrompts = useSystemPrompts(scope, { allList: 'true' })
  const ragSettings = useRagSettings(scope)
  const send = useSendPlaygroundMessage(scope)
  const [conversation, dispatch] = useReducer(conversationReducer, emptyConversation)
  const [draft, setDraft] = useState('')
  const [systemPromptId, setSystemPromptId] = useState(noSystemPrompt)
  // Until the person flips it, retrieval follows the version's RAG switch on the Training page.
  const [ragChoice, setRagChoice] = useState<boolean | null>(null)
  const [suggestActions, setSuggestActions] = useState(false)
  // On a phone the settings would take half the screen from the conversation: they start folded there.
  const [settingsOpen, setSettingsOpen] = useState(() => !window.matchMedia(phoneWidthQuery).matches)

  // Models are listed newest first, so without a choice the playground opens on the latest one.
  const model = models.find((candidate) => candidate.id === searchParams.get(modelParameter)) ?? models[0]!
  const useRag = model.ragAvailable && (ragChoice ?? ragSettings.data?.ragEnabled ?? false)
  const unanswered = unansweredToolCalls(conversation.entries)
  const waiting = conversation.waitingFor !== null

  function chooseModel(modelId: string) {
    const next = new URLSearchParams(searchParams)
    next.set(modelParameter, modelId)
    setSearchParams(next, { replace: true })
  }

  /** Adds a message and, once nothing is left to answer, asks the model with the whole conversation. */
  function submit(entry: ConversationEntry) {
    const next = conversationReducer(conversation, { type: 'sent', entry })
    if (entry.role === 'tool' && unansweredToolCalls(next.entries).length > 0) {
      // More function calls of the same reply still need results; the model expects them all at once.
      dispatch({ type: 'added', entry })
      return
    }
    dispatch({ type: 'sent', entry })
    send.mutate(playgroundRequest(next, { modelId: model.id, systemPromptId, useRag, suggestActions }), {
      onSuccess: (reply) => dispatch({ type: 'replied', id: nextEntryId(), reply }),
      onError: () => {
        dispatch({ type: 'failed', id: entry.id })
        // The error is toasted by the query client; the text comes back so it can be sent again.
        if (entry.role === 'user') setDraft((current) => current || (entry.content ?? ''))
      },
    })
  }

  function ask(question: string) {
    const text = question.trim()
    if (text === '' || waiting || unanswered.length > 0) return
    submit(userEntry(nextEntryId(), text, new Date().toISOString()))
  }

  function sendDraft() {
    if (draft.trim() === '' || waiting || unanswered.length > 0) return
    setDraft('')
    ask(draft)
  }

  function sendToolResult(call: ToolCall, result: string) {
    submit(toolEntry(nextEntryId(), call.id, result, new Date().toISOString()))
  }

  const modelOptions = models.map((candidate) => ({
    value: candidate.id,
    label: candidate.label,
    description: candidate.providerModelId,
    tags: [new Date(candidate.createdAt).toLocaleString()],
  }))
  const promptOptions = [
    { value: noSystemPrompt, label: 'No system prompt' },
    ...(systemPrompts.data?.items ?? []).map((prompt) => ({
      value: prompt.id,
      label: prompt.name,
      description: prompt.content.slice(0, 80),
    })),
  ]

  return (
    <>
      <Container
        header={
          <Header
            variant="h2"
            description="Chat with a trained model of this version. The conversation stays on this page and is not saved."
            actions={
              <Button
                disabled={conversation.entries.length === 0 || waiting}
                onClick={() => {
                  dispatch({ type: 'cleared' })
                  setDraft('')
                }}
              >
                Clear conversation
              </Button>
            }
          >
            Playground
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ExpandableSection
            headerText="Settings"
            headerDescription={settingsSummary({
              modelLabel: model.label,
              rag: useRag,
              suggestActions,
            })}
            expanded={settingsOpen}
            onChange={({ detail }) => setSettingsOpen(detail.expanded)}
          >
            <ColumnLayout columns={3}>
              <FormField label="Model" description={model.description}>
                <Select
                  ariaLabel="Model"
                  selectedOption={modelOptions.find((option) => option.value === model.id) ?? null}
                  options={modelOptions}
                  onChange={({ detail }) => chooseModel(detail.selectedOption.value ?? model.id)}
                />
              </FormField>
              <FormField label="System prompt" description="Instructions given to the model before the conversation.">
                <Select
                  ariaLabel="System prompt"
                  selectedOption={promptOptions.find((option) => option.value === systemPromptId) ?? null}
                  options={promptOptions}
                  statusType={systemPrompts.isPending ? 'loading' : 'finished'}
                  loadingText="Loading system prompts"
                  onChange={({ detail }) => setSystemPromptId(detail.selectedOption.value ?? noSystemPrompt)}
                />
              </FormField>
              <FormField label="Options">
                <SpaceBetween size="xs">
                  <Toggle
                    checked={useRag}
                    disabled={!model.ragAvailable}
                    description={
                      model.ragAvailable
                        ? 'Give the model passages found in the version’s knowledge and sources.'
                        : 'No retrieval index was built with this model.'
                    }
                    onChange={({ detail }) => setRagChoice(detail.checked)}
                  >
                    Use retrieval (RAG)
                  </Toggle>
                  <Toggle
                    checked={suggestActions}
                    description="Suggest pages, actions and workflows that fit the question."
                    onChange={({ detail }) => setSuggestActions(detail.checked)}
                  >
                    Suggest actions
                  </Toggle>
                </SpaceBetween>
              </FormField>
            </ColumnLayout>
          </ExpandableSection>
          <MessageList
            entries={conversation.entries}
            waiting={waiting}
            unanswered={unanswered}
            sending={send.isPending}
            onSendToolResult={sendToolResult}
            onAsk={ask}
            onSaveAsTestCase={context.editable ? setSavingExchange : undefined}
          />
          <SpaceBetween size="xxs">
            <PromptInput
              ariaLabel="Message"
              value={draft}
              placeholder={
                unanswered.length > 0 ? 'Send the function results above to continue' : 'Ask a question, Enter to send'
              }
              actionButtonIconName="send"
              actionButtonAriaLabel="Send message"
              disabled={unanswered.length > 0}
              disableActionButton={draft.trim() === '' || waiting}
              minRows={1}
              maxRows={6}
              onChange={({ detail }) => setDraft(detail.value)}
              onAction={sendDraft}
            />
            <Box variant="small" color="text-body-secondary">
              Enter sends; Shift+Enter starts a new line.
            </Box>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
      {savingExchange && (
        <ContentFormModal
          descriptor={playgroundTestCaseForm}
          scope={scope}
          item={null}
          initial={savingExchange}
          onClose={() => setSavingExchange(null)}
        />
      )}
    </>
  )
}
