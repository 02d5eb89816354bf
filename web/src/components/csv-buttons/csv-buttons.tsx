import Button from '@cloudscape-design/components/button'
import FileInput from '@cloudscape-design/components/file-input'
import SpaceBetween from '@cloudscape-design/components/space-between'

/** "Export CSV" and, for those who may change the list, "Import CSV" (a file chooser), side by side. */
export function CsvButtons({
  exporting,
  onExport,
  canImport,
  onImport,
}: {
  exporting: boolean
  onExport: () => void
  canImport: boolean
  onImport: (file: File | undefined) => void
}) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="download" loading={exporting} onClick={onExport}>
        Export CSV
      </Button>
      {canImport && (
        <FileInput
          ariaLabel="Import CSV"
          accept=".csv,text/csv"
          value={[]}
          onChange={({ detail }) => onImport(detail.value[0])}
        >
          Import CSV
        </FileInput>
      )}
    </SpaceBetween>
  )
}
