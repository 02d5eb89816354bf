import Box from '@cloudscape-design/components/box'
import type { AgentFunction } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteAgentFunction } from '../api/delete-agent-function.ts'
import { useAgentFunctions } from '../api/list-agent-functions.ts'
import { agentFunctionForm } from '../content-forms.ts'
import { parameterNames } from '../function-parameters.ts'

/** Agent functions: tools the assistant may call, run by the host page or the API client (10 a page). */
export function AgentFunctionsTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<AgentFunction>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="Functions"
      description="Tools the assistant may call. Your page or API client runs them and sends back the result."
      singular="function"
      capitalized="Function"
      useList={useAgentFunctions}
      useDelete={useDeleteAgentFunction}
      describe={(agentFunction) => agentFunction.name}
      emptyText="Add a function with a name, what it does and its parameters, so the assistant can look things up or act for people."
      form={agentFunctionForm}
      columns={[
        {
          id: 'name',
          header: 'Name',
          isRowHeader: true,
          cell: (agentFunction) => <Box variant="code">{agentFunction.name}</Box>,
        },
        { id: 'description', header: 'Description', cell: (agentFunction) => agentFunction.description },
        { id: 'parameters', header: 'Parameters', cell: (agentFunction) => parameterNames(agentFunction.parameters) },
        { id: 'updated', header: 'Updated', cell: (agentFunction) => formatDate(agentFunction.updatedAt) },
      ]}
    />
  )
}
