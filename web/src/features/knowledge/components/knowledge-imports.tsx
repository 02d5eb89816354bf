import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import ExpandableSection from '@cloudscape-design/components/expandable-section'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { KnowledgeImport } from '@platform/shared/contracts/knowledge'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isUnfinished } from '../../../components/jobs/job-polling.ts'
import { JobProgressBar } from '../../../components/jobs/job-progress-bar.tsx'
import { useRefreshWhenFinished } from '../../../components/jobs/use-refresh-when-finished.ts'
import { formatDate } from '../../../lib/format-date.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { knowledgeQueryKeys } from '../api/knowledge-query-keys.ts'
import { useKnowledgeImports } from '../api/list-knowledge-imports.ts'

/**
 * The latest CSV import of the version: its progress while it runs (the list is polled every 2 seconds), then
 * its report, with the rows that could not be imported and why. The knowledge table refreshes when it ends.
 */
export function KnowledgeImports({ scope }: { scope: VersionScope }) {
  const imports = useKnowledgeImports(scope)
  const queryClient = useQueryClient()
  const [hiddenId, setHiddenId] = useState<string | null>(null)
  useRefreshWhenFinished(imports.data, () => queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all(scope) }))

  const latest = imports.data?.[0]
  if (!latest || latest.id === hiddenId) return null
  return <ImportReport entry={latest} onHide={() => setHiddenId(latest.id)} />
}

function ImportReport({ entry, onHide }: { entry: KnowledgeImport; onHide: () => void }) {
  const report = entry.report
  const running = isUnfinished(entry.status)
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`Started ${formatDate(entry.createdAt)}${entry.finishedAt ? `, finished ${formatDate(entry.finishedAt)}` : ''}.`}
          actions={!running && <Button onClick={onHide}>Hide report</Button>}
        >
          Import of {entry.fileName}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <JobProgressBar
          label="Importing rows"
          status={entry.status}
          done={entry.processed}
          total={entry.total}
          unit="rows"
          failureReason={entry.failureReason}
          result={report ? `${report.imported} of ${report.rows} rows imported.` : 'Finished.'}
        />
        {report && (
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Rows', value: String(report.rows) },
              { label: 'Imported', value: String(report.imported) },
              { label: 'Already present', value: String(report.alreadyPresent) },
              { label: 'Failed', value: String(report.failed) },
            ]}
          />
        )}
        {report && report.errors.length > 0 && (
          <ExpandableSection headerText={`Rows that were not imported (${report.failed})`} defaultExpanded>
            <SpaceBetween size="xs">
              <Table
                variant="embedded"
                items={report.errors}
                trackBy="row"
                wrapLines
                columnDefinitions={[
                  { id: 'row', header: 'Row', cell: (error) => error.row, width: 80 },
                  { id: 'message', header: 'Problem', cell: (error) => error.message },
                ]}
              />
              {report.failed > report.errors.length && (
                <Box variant="small">The first {report.errors.length} problems are listed.</Box>
              )}
            </SpaceBetween>
          </ExpandableSection>
        )}
      </SpaceBetween>
    </Container>
  )
}
