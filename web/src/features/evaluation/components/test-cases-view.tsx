import {
  defaultTestCasePageSize,
  maximumTestCaseImportBytes,
  type TestCaseItem,
} from '@platform/shared/contracts/evaluation'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { CsvButtons } from '../../../components/csv-buttons/csv-buttons.tsx'
import { saveTextFile } from '../../../components/download/save-text-file.ts'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { excerpt, looksLikeCsv } from '../../knowledge/index.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteTestCase } from '../api/delete-test-case.ts'
import { useExportTestCases } from '../api/export-test-cases.ts'
import { useImportTestCases } from '../api/import-test-cases.ts'
import { type TestCaseQuery, useTestCases } from '../api/list-test-cases.ts'
import { testCaseForm } from '../test-case-form.ts'

/**
 * `pg=testcases`: the version's test cases, searched as the user types, added and edited in a form, deleted
 * after confirming, imported from and exported to CSV (prompt, expectedCompletion).
 */
export function TestCasesView({ context }: { context: VersionContext }) {
  const { scope, editable } = context
  const importTestCases = useImportTestCases(scope)
  const exportTestCases = useExportTestCases(scope)

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

  return (
    <ContentTable<TestCaseItem, TestCaseQuery, { message: string }>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="Test cases"
      description="Prompts with the completion a good model gives. Runs on the Tests tab score every model against them."
      singular="test case"
      pageSize={defaultTestCasePageSize}
      searchPlaceholder="Search prompts and expected completions"
      useList={useTestCases}
      useDelete={useDeleteTestCase}
      form={testCaseForm}
      describe={(item) => excerpt(item.prompt, 40)}
      deletedMessage={(_item, answer) => answer.message}
      deleteQuestion={(item) => (
        <>
          Delete the test case <strong>“{excerpt(item.prompt, 120)}”</strong>? Past runs keep their results for it.
        </>
      )}
      actions={
        <CsvButtons
          exporting={exportTestCases.isPending}
          onExport={download}
          canImport={editable}
          onImport={startImport}
        />
      }
      emptyText="Add a test case, import a CSV with prompt and expectedCompletion columns, or save an answer from the Playground."
      noMatch={<EmptyState title="No match">No test case matches this search.</EmptyState>}
      columns={[
        { id: 'prompt', header: 'Prompt', isRowHeader: true, minWidth: 220, cell: (item) => excerpt(item.prompt, 160) },
        {
          id: 'expected',
          header: 'Expected completion',
          minWidth: 280,
          cell: (item) => excerpt(item.expectedCompletion, 240),
        },
        { id: 'updated', header: 'Updated', cell: (item) => formatDate(item.updatedAt) },
      ]}
    />
  )
}
