import type { SystemPrompt } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteSystemPrompt } from '../api/delete-system-prompt.ts'
import { useSystemPrompts } from '../api/list-system-prompts.ts'
import { systemPromptForm } from '../content-forms.ts'

/** `cp=system`: system prompts to attach to API keys and playground chats (10 a page). */
export function SystemPromptsTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<SystemPrompt>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="System prompts"
      description="Instructions given to the model before every chat; attach one to an API key or try it in the playground."
      singular="system prompt"
      capitalized="System prompt"
      useList={useSystemPrompts}
      useDelete={useDeleteSystemPrompt}
      describe={(prompt) => prompt.name}
      emptyText="Add a system prompt that sets the assistant's tone and limits, then attach it to an API key."
      form={systemPromptForm}
      columns={[
        { id: 'name', header: 'Name', isRowHeader: true, cell: (prompt) => prompt.name },
        {
          id: 'content',
          header: 'Prompt',
          cell: (prompt) => (prompt.content.length > 240 ? `${prompt.content.slice(0, 240)}…` : prompt.content),
        },
        { id: 'updated', header: 'Updated', cell: (prompt) => formatDate(prompt.updatedAt) },
      ]}
    />
  )
}
