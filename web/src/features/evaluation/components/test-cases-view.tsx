import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import FileInput from '@cloudscape-design/components/file-input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import {
  defaultTestCasePageSize,
  maximumTestCaseImportBytes,
  type TestCaseItem,
} from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import { saveTextFile } from '../../../components/download/save-text-file.ts'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { ServerTable } from '../../../components/server-table/server-table.tsx'
import { useServerTableState } from '../../../components/server-table/use-server-table-state.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { excerpt, looksLikeCsv } from '../../knowledge/index.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteTestCase } from '../api/delete-test-case.ts'
import { useExportTestCases } from '../api/export-test-cases.ts'
import { useImportTestCases } from '../api/import-test-cases.ts'
import { useTestCases } from '../api/list-test-cases.ts'
import { TestCaseFormModal } from './test-case-form-modal.tsx'

type Editing = { item: TestCaseItem | null } | null

/**
 * `pg=testcases`: the version's test cases, searched as the user types, added and edited in a form, deleted
 * after confirming, imported from and exported to CSV (prompt, expectedCompletion).
 */
export function TestCasesView({ context }: { context: VersionContext }) {
  const { scope, editable } = context
  const state = useServerTableState(defaultTestCasePageSize)
  const testCases = useTestCases(scope, { page: state.page, limit: state.limit, search: state.search })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<TestCaseItem | null>(null)
  const deleteTestCase = useDeleteTestCase(scope)
  const importTestCases = useImportTestCases(scope)
  const exportTestCases = useExportTestCases(scope)

  function confirmDelete() {
    if (!deleting) return
    deleteTestCase.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message)
        setDeleting(null)
      },
    })
  }

  function startImport(file: File | undefined) {
    if (!file) return
    if (!looksLikeCsv(file)) return void toast.error('Choose a CSV file with prompt and expectedCompletion columns.')
    if (file.size > maximumTestCaseImportBytes)
      return void toast.error(`The file is larger than ${maximumTestCaseImportBytes / 1024 / 1024} MB.`)
    importTestCases.mutate(
      { file },
      {
        onSuccess: (report) => {
          toast.success(report.message)
          for (const error of report.errors.slice(0, 3)) toast.error(`Row ${error.row}: ${error.message}`)
        },
      },
    )
  }

  function download() {
    exportTestCases.mutate(undefined, {
      onSuccess: (exported) => {
        saveTextFile(exported.fileName, exported.content, exported.contentType)
        toast.success(`Test cases exported: ${exported.count} in ${exported.fileName}.`)
      },
    })
  }

  const addButton = editable && (
    <Button variant="primary" onClick={() => setEditing({ item: null })}>
      Add test case
    </Button>
  )

  return (
    <>
      <ServerTable
        title="Test cases"
        description="Prompts with the completion a good model gives. Runs on the Tests tab score every model against them."
        state={state}
        data={testCases.data}
        loading={testCases.isPending || (testCases.isPlaceholderData && testCases.isFetching)}
        trackBy="id"
        searchPlaceholder="Search prompts and expected completions"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" loading={exportTestCases.isPending} onClick={download}>
              Export CSV
            </Button>
            {editable && (
              <FileInput
                ariaLabel="Import CSV"
                accept=".csv,text/csv"
                value={[]}
                onChange={({ detail }) => startImport(detail.value[0])}
              >
                Import CSV
              </FileInput>
            )}
            {addButton}
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'prompt',
            header: 'Prompt',
            isRowHeader: true,
            minWidth: 220,
            cell: (item) => excerpt(item.prompt, 160),
          },
          {
            id: 'expected',
            header: 'Expected completion',
            minWidth: 280,
            cell: (item) => excerpt(item.expectedCompletion, 240),
          },
          { id: 'updated', header: 'Updated', cell: (item) => formatDate(item.updatedAt) },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  minWidth: 140,
                  cell: (item: TestCaseItem) => (
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        variant="inline-link"
                        ariaLabel={`Edit ${excerpt(item.prompt, 40)}`}
                        onClick={() => setEditing({ item })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="inline-link"
                        ariaLabel={`Delete ${excerpt(item.prompt, 40)}`}
                        onClick={() => setDeleting(item)}
                      >
                        Delete
                      </Button>
                    </SpaceBetween>
                  ),
                },
              ]
            : []),
        ]}
        empty={
          <EmptyState title="No test cases yet" action={addButton}>
            {readOnlyReason(context) ??
              'Add a test case, import a CSV with prompt and expectedCompletion columns, or save an answer from the Playground.'}
          </EmptyState>
        }
        noMatch={<EmptyState title="No match">No test case matches this search.</EmptyState>}
      />
      {editing && <TestCaseFormModal scope={scope} item={editing.item} onClose={() => setEditing(null)} />}
      <ConfirmModal
        visible={deleting !== null}
        header="Delete test case"
        confirmLabel="Delete"
        loading={deleteTestCase.isPending}
        onConfirm={confirmDelete}
        onDismiss={() => setDeleting(null)}
      >
        {deleting && (
          <Box variant="p">
            Delete the test case <Box variant="strong">“{excerpt(deleting.prompt, 120)}”</Box>? Past runs keep their
            results for it.
          </Box>
        )}
      </ConfirmModal>
    </>
  )
}
