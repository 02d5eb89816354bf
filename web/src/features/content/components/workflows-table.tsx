import Box from '@cloudscape-design/components/box'
import type { Workflow } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteWorkflow } from '../api/delete-workflow.ts'
import { useWorkflows } from '../api/list-workflows.ts'
import { workflowForm } from '../content-forms.ts'

/** `dp=workflows`: multi-step tasks the assistant guides people through. */
export function WorkflowsTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<Workflow>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="Workflows"
      description="Tasks that take several steps, which the assistant walks people through one step at a time."
      singular="workflow"
      capitalized="Workflow"
      useList={useWorkflows}
      useDelete={useDeleteWorkflow}
      describe={(workflow) => workflow.name}
      emptyText="Add the tasks people need guidance with, step by step, such as inviting a teammate."
      form={workflowForm}
      columns={[
        { id: 'name', header: 'Name', isRowHeader: true, cell: (workflow) => workflow.name },
        { id: 'id', header: 'Id', cell: (workflow) => <Box variant="code">{workflow.id}</Box> },
        {
          id: 'steps',
          header: 'Steps',
          cell: (workflow) => workflow.steps.map((step, index) => `${index + 1}. ${step.title}`).join('  '),
        },
        { id: 'updated', header: 'Updated', cell: (workflow) => formatDate(workflow.updatedAt) },
      ]}
    />
  )
}
