import ProgressBar from '@cloudscape-design/components/progress-bar'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { maximumImportBytes } from '@platform/shared/contracts/knowledge'
import { useState } from 'react'
import { CsvButtons } from '../../../components/csv-buttons/csv-buttons.tsx'
import { saveTextFile } from '../../../components/download/save-text-file.ts'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useExportKnowledge } from '../api/export-knowledge.ts'
import { useImportKnowledge } from '../api/import-knowledge.ts'
import { looksLikeCsv } from '../knowledge-display.ts'
import { KnowledgeImports } from './knowledge-imports.tsx'
import { type ChosenActions, KnowledgeTable } from './knowledge-table.tsx'

/** `dp=knowledge`: the knowledge table with CSV import (upload, progress, report) and export. */
export function KnowledgeView({ context, chosenActions }: { context: VersionContext; chosenActions?: ChosenActions }) {
  const { scope, editable } = context
  const importKnowledge = useImportKnowledge(scope)
  const exportKnowledge = useExportKnowledge(scope)
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null)

  function startImport(file: File | undefined) {
    if (!file) return
    if (!looksLikeCsv(file)) return void toast.error('Choose a CSV file with prompt and completion columns.')
    if (file.size > maximumImportBytes) {
      return void toast.error(
        `The file is larger than ${maximumImportBytes / 1024 / 1024} MB. Split it and import each part.`,
      )
    }
    setUpload({ name: file.name, percent: 0 })
    importKnowledge.mutate(
      { file, onProgress: (percent) => setUpload({ name: file.name, percent }) },
      {
        onSuccess: () => toast.success(`Knowledge queued for import: ${file.name}.`),
        onSettled: () => setUpload(null),
      },
    )
  }

  function download() {
    exportKnowledge.mutate(undefined, {
      onSuccess: (exported) => {
        saveTextFile(exported.fileName, exported.content, exported.contentType)
        toast.success(`Knowledge exported: ${exported.count} pairs in ${exported.fileName}.`)
      },
    })
  }

  const importControls = (
    <CsvButtons exporting={exportKnowledge.isPending} onExport={download} canImport={editable} onImport={startImport} />
  )

  return (
    <SpaceBetween size="l">
      {upload && (
        <ProgressBar
          label={`Uploading ${upload.name}`}
          value={upload.percent}
          description="The import starts once the file is uploaded."
        />
      )}
      <KnowledgeImports scope={scope} />
      <KnowledgeTable context={context} importControls={importControls} chosenActions={chosenActions} />
    </SpaceBetween>
  )
}
