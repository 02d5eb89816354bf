import Box from '@cloudscape-design/components/box'
import FormField from '@cloudscape-design/components/form-field'
import Select, { type SelectProps } from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import { useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useActions, usePages } from '../../content/index.ts'
import { type LinkTarget, linkTargetOptions } from '../improvement-format.ts'

/**
 * "Link to a page or action": the group's questions are already covered by a page or action of the version the
 * inbox shows (the one that served them), so nothing new is written; the group records what covers it.
 */
export function LinkGroupModal({
  scope,
  group,
  saving,
  error,
  onSubmit,
  onDismiss,
}: {
  /** The inbox's version: a link points at content of the version the questions were asked of. */
  scope: VersionScope
  group: ImprovementGroup
  saving: boolean
  /** What the server refused, shown in the form. */
  error: string | null
  onSubmit: (target: LinkTarget) => void
  onDismiss: () => void
}) {
  const pages = usePages(scope, { page: 1, limit: 100, allList: 'true' })
  const actions = useActions(scope, { page: 1, limit: 100, allList: 'true' })
  const options = linkTargetOptions(pages.data?.items ?? [], actions.data?.items ?? [])
  const [chosen, setChosen] = useState<SelectProps.Option | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const loading = pages.isPending || actions.isPending
  const target = options.find((option) => option.value === chosen?.value)?.target ?? null

  return (
    <FormModal
      visible
      header="Link to a page or action"
      formId="link-improvement-group"
      submitLabel="Link"
      loading={saving}
      onDismiss={onDismiss}
      onSubmit={(event) => {
        event?.preventDefault()
        setSubmitted(true)
        if (target) onSubmit(target)
      }}
    >
      <SpaceBetween size="m">
        <Box>
          <Box variant="strong">{group.question}</Box> is answered by content this version already has.
        </Box>
        <FormField
          label="Page or action"
          description="The page or action of this version that answers the group's questions."
          errorText={(submitted && !target ? 'Choose a page or action.' : null) ?? error}
        >
          <Select
            selectedOption={chosen}
            options={options.map(({ value, label, description }) => ({ value, label, description }))}
            onChange={({ detail }) => setChosen(detail.selectedOption)}
            statusType={loading ? 'loading' : 'finished'}
            loadingText="Loading pages and actions"
            empty="This version has no pages or actions."
            filteringType="auto"
            placeholder="Choose a page or action"
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
