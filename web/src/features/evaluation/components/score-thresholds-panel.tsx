import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { type ScoreThresholds, scoreThresholdsSchema } from '@platform/shared/contracts/evaluation'
import { useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useScoreThresholds } from '../api/get-score-thresholds.ts'
import { useSetScoreThresholds } from '../api/set-score-thresholds.ts'
import { formatThreshold, thresholdLabels, thresholdNames } from '../score-thresholds-display.ts'

type ThresholdTexts = Record<keyof ScoreThresholds, string>

function textsOf(thresholds: ScoreThresholds): ThresholdTexts {
  return {
    semanticSimilarity: String(thresholds.semanticSimilarity),
    tokenF1: String(thresholds.tokenF1),
    rougeL: String(thresholds.rougeL),
    judge: String(thresholds.judge),
  }
}

/** A blank field stays blank for the schema, which then names it, rather than becoming 0 and a check turned off. */
function toNumbers(texts: ThresholdTexts) {
  return Object.fromEntries(
    thresholdNames.map((name) => [name, texts[name].trim() === '' ? undefined : Number(texts[name].trim())]),
  )
}

/**
 * The version's pass thresholds (0 to 1 per score; 0 turns that check off): a case passes when its answer equals
 * the expected one, or when every available score reaches its threshold. Shown with the defaults, edited in a
 * form; the next runs judge by them, finished runs keep their verdicts.
 */
export function ScoreThresholdsPanel({ context }: { context: VersionContext }) {
  const thresholds = useScoreThresholds(context.scope)
  const [editing, setEditing] = useState(false)
  const answer = thresholds.data
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="A case passes when the answer equals the expected one, or every available score reaches its threshold. 0 turns a check off. Changes apply to the next runs."
          actions={
            context.editable && (
              <Button disabled={!answer} onClick={() => setEditing(true)}>
                Edit thresholds
              </Button>
            )
          }
        >
          Pass thresholds
        </Header>
      }
    >
      {answer ? (
        <KeyValuePairs
          columns={4}
          items={thresholdNames.map((name) => ({
            label: thresholdLabels[name],
            value: (
              <span data-threshold={name}>
                {formatThreshold(answer.thresholds[name])}
                {answer.thresholds[name] !== answer.defaults[name] && (
                  <Box variant="small" color="text-body-secondary" display="block">
                    Default {formatThreshold(answer.defaults[name])}
                  </Box>
                )}
              </span>
            ),
          }))}
        />
      ) : (
        <Box color="text-body-secondary">
          {thresholds.isError ? 'The thresholds could not be loaded.' : 'Loading thresholds'}
        </Box>
      )}
      {editing && answer && (
        <ThresholdsFormModal
          scope={context.scope}
          thresholds={answer.thresholds}
          defaults={answer.defaults}
          onClose={() => setEditing(false)}
        />
      )}
    </Container>
  )
}

function ThresholdsFormModal({
  scope,
  thresholds,
  defaults,
  onClose,
}: {
  scope: VersionScope
  thresholds: ScoreThresholds
  defaults: ScoreThresholds
  onClose: () => void
}) {
  const form = useSchemaForm(scoreThresholdsSchema, textsOf(thresholds), toNumbers)
  const save = useSetScoreThresholds(scope)
  const submit = form.submit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(saved.message ?? 'Thresholds saved.')
        onClose()
      },
      onError: (error) => form.reportError(error),
    }),
  )
  return (
    <FormModal
      visible
      header="Edit pass thresholds"
      formId="score-thresholds-form"
      submitLabel="Save thresholds"
      loading={save.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        {thresholdNames.map((name) => (
          <FormField
            key={name}
            label={thresholdLabels[name]}
            constraintText={`From 0 to 1; the default is ${formatThreshold(defaults[name])}.`}
            errorText={form.errorOf(name)}
          >
            <Input
              name={name}
              type="number"
              inputMode="decimal"
              step={0.05}
              value={form.values[name]}
              onChange={({ detail }) => form.setValue(name, detail.value)}
            />
          </FormField>
        ))}
        <Button formAction="none" variant="inline-link" onClick={() => form.reset(textsOf(defaults))}>
          Use the defaults
        </Button>
      </SpaceBetween>
    </FormModal>
  )
}
