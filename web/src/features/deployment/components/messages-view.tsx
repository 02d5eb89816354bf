import BarChart from '@cloudscape-design/components/bar-chart'
import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { RecentChat } from '@platform/shared/contracts/deployment'
import { useState } from 'react'
import { MarkdownReply } from '../../evaluation/index.ts'
import { ImprovementInbox } from '../../improvement/index.ts'
import { useModels } from '../../training/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useApiCountLast24Hours } from '../api/count-api-calls-last-24-hours.ts'
import { useApiKeys } from '../api/list-api-keys.ts'
import { useRecentChatMessages } from '../api/list-recent-chat-messages.ts'
import { useRecentChats } from '../api/list-recent-chats.ts'
import { useDeploymentLogTail } from '../api/tail-deployment-logs.ts'
import { hourLabel } from '../deployment-format.ts'

/** Spec section 3: ASSISTANT-LOADING and ERROR are shown as the user's side. */
const senderLabels: Record<string, string> = {
  USER: 'User',
  ASSISTANT: 'Assistant',
  TOOL: 'Function result',
  'ASSISTANT-LOADING': 'User',
  ERROR: 'User',
}

const transcriptId = 'chat-transcript'

/**
 * `?dpm=messages`: the version's "Improve" inbox first (where a support lead reading chats looks for what went
 * wrong), then for one model the 24-hour call count, recent chats with their transcript, and a live log tail.
 */
export function MessagesView({ context }: { context: VersionContext }) {
  const version = context.scope
  const models = useModels(version)
  const keys = useApiKeys(version)
  const [chosenModelId, setChosenModelId] = useState<string | null>(null)
  // The chat chosen in the list, or opened from an inbox example (which may be older than the list's latest chats).
  const [chat, setChat] = useState<Pick<RecentChat, 'id' | 'title'> | null>(null)
  const modelList = models.data ?? []
  const modelId = chosenModelId ?? keys.data?.[0]?.modelId ?? modelList[0]?.id ?? null
  const count = useApiCountLast24Hours(version, modelId)
  const chats = useRecentChats(version, modelId)
  const transcript = useRecentChatMessages(version, modelId, chat?.id ?? null)
  const tail = useDeploymentLogTail(version, modelId)
  const options = modelList.map((model) => ({ value: model.id, label: `${model.label} · ${model.id}` }))

  return (
    <SpaceBetween size="l">
      <ImprovementInbox
        context={context}
        onReadChat={(example) => {
          setChosenModelId(example.modelId)
          setChat({ id: example.chatId, title: example.question })
          // The transcript renders below the recent chats; bring it into view once it has.
          requestAnimationFrame(() => document.getElementById(transcriptId)?.scrollIntoView({ block: 'start' }))
        }}
      />
      <FormField label="Model">
        <Select
          selectedOption={options.find((option) => option.value === modelId) ?? null}
          options={options}
          placeholder="Choose a model"
          empty="Train a model first."
          onChange={({ detail }) => {
            setChosenModelId(detail.selectedOption.value ?? null)
            setChat(null)
          }}
          ariaLabel="Model"
        />
      </FormField>
      <Container
        header={
          <Header variant="h2" description="Calls answered by this model through its API keys, per hour.">
            Last 24 hours: {count.data ? count.data.total : '…'} calls
          </Header>
        }
      >
        <BarChart
          series={[
            {
              title: 'Calls',
              type: 'bar',
              data: (count.data?.hours ?? []).map((hour) => ({ x: hourLabel(hour.hourStart), y: hour.count })),
            },
          ]}
          xScaleType="categorical"
          xTitle="Hour"
          yTitle="Calls"
          height={160}
          hideFilter
          hideLegend
          statusType={count.isPending ? 'loading' : count.isError ? 'error' : 'finished'}
          empty={<Box textAlign="center">No calls yet.</Box>}
          ariaLabel="Calls per hour over the last 24 hours"
        />
      </Container>
      <Table
        items={chats.data ?? []}
        trackBy="id"
        loading={chats.isPending && Boolean(modelId)}
        loadingText="Loading chats"
        selectionType="single"
        selectedItems={(chats.data ?? []).filter((item) => item.id === chat?.id)}
        onSelectionChange={({ detail }) => setChat(detail.selectedItems[0] ?? null)}
        ariaLabels={{
          itemSelectionLabel: (_selection, item) => `Show the chat ${item.title}`,
          selectionGroupLabel: 'Recent chats',
        }}
        header={
          <Header variant="h2" description="Chats with this model, latest message first. Choose one to read it.">
            Recent chats
          </Header>
        }
        empty={<Box textAlign="center">No chats yet.</Box>}
        columnDefinitions={[
          { id: 'title', header: 'Chat', cell: (item) => item.title },
          { id: 'user', header: 'User', cell: (item) => item.identifier },
          { id: 'messages', header: 'Messages', cell: (item) => item.messageCount },
          { id: 'feedback', header: 'Feedback', cell: (item) => `👍 ${item.feedbackUp} · 👎 ${item.feedbackDown}` },
          { id: 'last', header: 'Last message', cell: (item) => new Date(item.lastMessageAt).toLocaleString() },
        ]}
      />
      {chat && (
        <Container id={transcriptId} header={<Header variant="h2">Transcript: {chat.title}</Header>}>
          <SpaceBetween size="s">
            {transcript.isPending && <Box>Loading messages…</Box>}
            {(transcript.data ?? []).map((message) => (
              <article key={message.id} aria-label={`${senderLabels[message.sender]} message`}>
                <Box variant="awsui-key-label">
                  {senderLabels[message.sender]} · {new Date(message.createdAt).toLocaleTimeString()}
                  {message.feedback === 'up' && ' · 👍'}
                  {message.feedback === 'down' && ' · 👎'}
                </Box>
                {message.content && message.sender === 'ASSISTANT' ? (
                  // Replies are Markdown, as the widget shows them; the transcript must not show raw fences.
                  <MarkdownReply content={message.content} />
                ) : (
                  <Box>
                    {message.content ||
                      message.toolCalls
                        .map((call) => `Calls ${call.name}(${JSON.stringify(call.arguments)})`)
                        .join(', ')}
                  </Box>
                )}
                {message.action && <Box color="text-status-info">Suggested action: {message.action}</Box>}
              </article>
            ))}
          </SpaceBetween>
        </Container>
      )}
      <Table
        items={tail.entries}
        trackBy="id"
        loading={tail.loading}
        loadingText="Loading the log"
        wrapLines
        variant="container"
        header={
          <Header variant="h2" description="Calls through this model’s keys as they happen, newest first.">
            Live log
          </Header>
        }
        empty={<Box textAlign="center">No calls yet.</Box>}
        columnDefinitions={[
          { id: 'at', header: 'Time', cell: (entry) => new Date(entry.at).toLocaleTimeString() },
          { id: 'call', header: 'Call', cell: (entry) => entry.call },
          { id: 'status', header: 'Status', cell: (entry) => entry.status },
          { id: 'duration', header: 'Duration', cell: (entry) => `${entry.durationMilliseconds} ms` },
          { id: 'user', header: 'User', cell: (entry) => entry.identifier ?? '—' },
          {
            id: 'credits',
            header: 'Credits',
            cell: (entry) =>
              entry.creditsCharged === null ? '—' : `$${entry.creditsCharged.toFixed(6)} (${entry.tokens} tokens)`,
          },
          { id: 'detail', header: 'Detail', cell: (entry) => entry.detail ?? '' },
        ]}
      />
    </SpaceBetween>
  )
}
