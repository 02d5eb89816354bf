import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import type { ToolCall } from '@platform/shared/contracts/models'
import { useEffect, useRef } from 'react'
import { type ConversationEntry, functionNameOf } from '../playground-conversation.ts'
import { formatMessageTime } from '../playground-format.ts'
import { DidYouMeanChips } from './did-you-mean-chips.tsx'
import { MarkdownReply } from './markdown-reply.tsx'
import { RagSources } from './rag-sources.tsx'
import { SuggestedActionChips } from './suggested-action-chips.tsx'
import { ToolCallCard } from './tool-call-card.tsx'

interface MessageListProps {
  entries: readonly ConversationEntry[]
  waiting: boolean
  unanswered: readonly ToolCall[]
  sending: boolean
  onSendToolResult(call: ToolCall, result: string): void
  /** Asks a "Did you mean" question of a declined answer as the next message. */
  onAsk(question: string): void
  /** Offered on answers when the version can change: keeps the question and this answer as a test case. */
  onSaveAsTestCase?: (exchange: { prompt: string; expectedCompletion: string }) => void
}

/** The user's message this answer replies to: the nearest user message before it. */
function questionBefore(entries: readonly ConversationEntry[], entry: ConversationEntry): string | null {
  const index = entries.indexOf(entry)
  for (let position = index - 1; position >= 0; position -= 1) {
    const candidate = entries[position]
    if (candidate?.role === 'user') return candidate.content ?? null
  }
  return null
}

function AssistantMessage({ entry, props }: { entry: ConversationEntry; props: MessageListProps }) {
  const declined = entry.answered === false
  const awaiting = new Set(props.unanswered.map((call) => call.id))
  const question = questionBefore(props.entries, entry)
  return (
    <div className="playground-row playground-row-assistant" data-role="assistant">
      <div className="playground-meta">
        {entry.model?.label ?? 'Assistant'} · {formatMessageTime(entry.createdAt)}
      </div>
      {entry.content !== null && entry.content !== '' && (
        <div
          className={`playground-bubble playground-bubble-assistant${declined ? ' playground-bubble-declined' : ''}`}
        >
          <MarkdownReply content={entry.content} />
        </div>
      )}
      {declined && (
        <Box variant="small" color="text-body-secondary" margin={{ top: 'xxs' }}>
          The model found no answer it trusts in what it was trained on, so it declined.
        </Box>
      )}
      <DidYouMeanChips
        questions={entry.suggestions}
        disabled={props.waiting || props.unanswered.length > 0}
        onAsk={props.onAsk}
      />
      {entry.toolCalls.map((call) => (
        <Box key={call.id} margin={{ top: 'xs' }}>
          <ToolCallCard
            call={call}
            awaitingResult={awaiting.has(call.id)}
            sending={props.sending}
            onSendResult={props.onSendToolResult}
          />
        </Box>
      ))}
      <SuggestedActionChips actions={entry.suggestedActions} />
      <RagSources passages={entry.ragPassages} />
      {props.onSaveAsTestCase && question && entry.content && (
        <Button
          variant="inline-link"
          iconName="add-plus"
          ariaLabel="Save as test case"
          onClick={() => props.onSaveAsTestCase?.({ prompt: question, expectedCompletion: entry.content ?? '' })}
        >
          Save as test case
        </Button>
      )}
    </div>
  )
}

/**
 * The conversation, oldest first, scrolled to the newest message: the person's messages on the right, the
 * model's on the left with the model's name, function calls as cards and tool results in monospace.
 */
export function MessageList(props: MessageListProps) {
  const { entries, waiting } = props
  const list = useRef<HTMLDivElement>(null)

  // Keeps the newest message in view without scrolling the page around the playground.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is wanted whenever the list grows or a reply is awaited.
  useEffect(() => {
    const element = list.current
    if (element) element.scrollTop = element.scrollHeight
  }, [entries.length, waiting])

  return (
    <div className="playground-messages" ref={list} role="log" aria-label="Conversation" aria-live="polite">
      {entries.length === 0 && !waiting && (
        <Box textAlign="center" color="text-body-secondary" padding={{ vertical: 'xxl' }}>
          Ask something your users would ask. The conversation stays on this page and is not saved.
        </Box>
      )}
      {entries.map((entry) => {
        if (entry.role === 'assistant') return <AssistantMessage key={entry.id} entry={entry} props={props} />
        if (entry.role === 'tool') {
          const name = functionNameOf(entries, entry.toolCallId)
          return (
            <div key={entry.id} className="playground-row playground-row-tool" data-role="tool">
              <div className="playground-meta">
                Tool result{name ? ` · ${name}` : ''} · {formatMessageTime(entry.createdAt)}
              </div>
              <div className="playground-bubble playground-bubble-tool">{entry.content}</div>
            </div>
          )
        }
        return (
          <div key={entry.id} className="playground-row playground-row-user" data-role="user">
            <div className="playground-meta">You · {formatMessageTime(entry.createdAt)}</div>
            <div className="playground-bubble playground-bubble-user">{entry.content}</div>
          </div>
        )
      })}
      {waiting && (
        <div className="playground-row playground-row-assistant">
          <StatusIndicator type="loading">Waiting for the model</StatusIndicator>
        </div>
      )}
    </div>
  )
}
