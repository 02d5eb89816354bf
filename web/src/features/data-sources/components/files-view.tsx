import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import FileInput from '@cloudscape-design/components/file-input'
import Header from '@cloudscape-design/components/header'
import ProgressBar from '@cloudscape-design/components/progress-bar'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table from '@cloudscape-design/components/table'
import type { FileSource } from '@platform/shared/contracts/sources'
import { maximumFileBytes } from '@platform/shared/contracts/sources'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { batchProgress } from '../../../components/jobs/job-polling.ts'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteFile } from '../api/delete-file.ts'
import { useFiles } from '../api/list-files.ts'
import { useUploadFile } from '../api/upload-file.ts'
import { acceptedFileTypes, fileKindLabels, fileProblem, formatBytes, sourceStatusDisplay } from '../source-display.ts'

interface Upload {
  name: string
  percent: number
  /** Position in the batch the user chose, from 1. */
  position: number
  count: number
}

/**
 * `dc=files`: documents to learn from. Uploads show their progress; then each file's text is extracted and turned
 * into Q&As by a job, whose progress shows while the list is polled.
 */
export function FilesView({ context }: { context: VersionContext }) {
  const files = useFiles(context.scope)
  const uploadFile = useUploadFile(context.scope)
  const deleteFile = useDeleteFile(context.scope)
  const [upload, setUpload] = useState<Upload | null>(null)
  const [deleting, setDeleting] = useState<FileSource | null>(null)
  const items = files.data ?? []
  const extraction = batchProgress(items, (file) => file.status)

  async function uploadAll(chosen: File[]) {
    const accepted: File[] = []
    for (const file of chosen) {
      const problem = fileProblem(file)
      if (problem) toast.error(problem)
      else accepted.push(file)
    }
    for (const [index, file] of accepted.entries()) {
      const base = { name: file.name, position: index + 1, count: accepted.length }
      setUpload({ ...base, percent: 0 })
      try {
        await uploadFile.mutateAsync({ file, onProgress: (percent) => setUpload({ ...base, percent }) })
        toast.success(`File added: ${file.name}. Its text is being extracted for Q&A generation.`)
      } catch {
        // The query client has toasted why; the other files still go.
      }
    }
    setUpload(null)
  }

  function confirmDelete() {
    if (!deleting) return
    deleteFile.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(
          `File deleted: ${deleting.name}${answer.knowledgeRemoved > 0 ? `, with its ${answer.knowledgeRemoved} Q&As` : ''}.`,
        )
        setDeleting(null)
      },
    })
  }

  return (
    <SpaceBetween size="l">
      {context.editable && (
        <Container
          header={
            <Header
              variant="h2"
              description={`PDF, Word, text, Markdown, HTML or CSV files of up to ${formatBytes(maximumFileBytes)} each.`}
              actions={
                <FileInput
                  ariaLabel="Choose files to upload"
                  accept={acceptedFileTypes}
                  multiple
                  value={[]}
                  onChange={({ detail }) => void uploadAll(detail.value)}
                >
                  Upload files
                </FileInput>
              }
            >
              Upload files
            </Header>
          }
        >
          {upload ? (
            <ProgressBar
              label={`Uploading ${upload.name}`}
              description={upload.count > 1 ? `File ${upload.position} of ${upload.count}` : undefined}
              value={upload.percent}
            />
          ) : (
            <Box variant="p" color="text-body-secondary">
              Manuals, policies and guides work best. Their text is extracted and turned into Q&As you can review under
              Pre-processing.
            </Box>
          )}
        </Container>
      )}
      <Table
        variant="container"
        items={items}
        trackBy="id"
        loading={files.isPending}
        loadingText="Loading files"
        wrapLines
        header={
          <SpaceBetween size="s">
            <Header variant="h2" counter={files.data ? `(${items.length})` : undefined}>
              Files
            </Header>
            {extraction && (
              <ProgressBar
                label="Extracting text and generating Q&As"
                value={extraction.percent}
                additionalInfo={`${extraction.finished} of ${extraction.total} files done`}
              />
            )}
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (file) => (
              <SpaceBetween size="xxxs">
                <span>{file.name}</span>
                {file.title && file.title !== file.name && (
                  <Box variant="small" color="text-status-inactive">
                    {file.title}
                  </Box>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'kind', header: 'Kind', cell: (file) => fileKindLabels[file.kind] },
          { id: 'size', header: 'Size', cell: (file) => formatBytes(file.bytes) },
          {
            id: 'status',
            header: 'Status',
            cell: (file) => (
              <StatusIndicator type={sourceStatusDisplay[file.status].indicator}>
                {file.status === 'pending' ? 'Extracting' : sourceStatusDisplay[file.status].label}
                {file.failureReason ? `: ${file.failureReason}` : ''}
              </StatusIndicator>
            ),
          },
          { id: 'knowledge', header: 'Q&As', cell: (file) => file.knowledgeCount },
          { id: 'uploaded', header: 'Uploaded', cell: (file) => formatDate(file.createdAt) },
          ...(context.editable
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (file: FileSource) => (
                    <Button variant="inline-link" ariaLabel={`Delete ${file.name}`} onClick={() => setDeleting(file)}>
                      Delete
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        empty={
          files.data === null ? (
            'Files could not be loaded. Reload the page to try again.'
          ) : (
            <EmptyState title="No files yet">
              {readOnlyReason(context) ?? 'Upload documents about your product; their text becomes Q&As for training.'}
            </EmptyState>
          )
        }
      />
      <ConfirmModal
        visible={deleting !== null}
        header="Delete file"
        confirmLabel="Delete"
        loading={deleteFile.isPending}
        onConfirm={confirmDelete}
        onDismiss={() => setDeleting(null)}
      >
        {deleting && (
          <Box variant="p">
            Delete <Box variant="strong">{deleting.name}</Box>? The {deleting.knowledgeCount} Q&As generated from it are
            deleted with it.
          </Box>
        )}
      </ConfirmModal>
    </SpaceBetween>
  )
}
