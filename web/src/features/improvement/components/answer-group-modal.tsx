import Checkbox from '@cloudscape-design/components/checkbox'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import { completionSchema } from '@platform/shared/contracts/knowledge'
import { promptSchema } from '@platform/shared/contracts/shared-schemas'
import { useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { otherExamples } from '../improvement-format.ts'

export interface GroupAnswer {
  prompt: string
  completion: string
  addTestCase: boolean
}

/** The first message a field's schema gives for the value, or null when it is valid. */
function problemWith(schema: typeof promptSchema | typeof completionSchema, value: string): string | null {
  const parsed = schema.safeParse(value)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check this field.')
}

/**
 * "Answer it": a Q&A pair for the group, its question prefilled with the wording most of the group used (the other
 * wordings are listed to read while writing), and a test case expecting the answer if chosen.
 */
export function AnswerGroupModal({
  group,
  saving,
  error,
  onSubmit,
  onDismiss,
}: {
  group: ImprovementGroup
  saving: boolean
  /** What the server refused, shown in the form. */
  error: string | null
  onSubmit: (answer: GroupAnswer) => void
  onDismiss: () => void
}) {
  const [prompt, setPrompt] = useState(group.question)
  const [completion, setCompletion] = useState('')
  const [addTestCase, setAddTestCase] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const promptProblem = problemWith(promptSchema, prompt)
  const completionProblem = problemWith(completionSchema, completion)
  const others = otherExamples(group)

  return (
    <FormModal
      visible
      header="Answer it"
      formId="answer-improvement-group"
      submitLabel="Add answer"
      loading={saving}
      onDismiss={onDismiss}
      onSubmit={(event) => {
        event?.preventDefault()
        setSubmitted(true)
        if (promptProblem || completionProblem) return
        onSubmit({ prompt: prompt.trim(), completion: completion.trim(), addTestCase })
      }}
    >
      <SpaceBetween size="m">
        <FormField
          label="Question"
          description={
            others.length > 0
              ? `The wording most end users used. Also asked as: ${others.join(' · ')}`
              : 'The wording the end user used.'
          }
          errorText={submitted ? promptProblem : null}
        >
          <Input value={prompt} onChange={({ detail }) => setPrompt(detail.value)} />
        </FormField>
        <FormField
          label="Answer"
          description="What the assistant should answer once it is trained on this pair."
          errorText={(submitted ? completionProblem : null) ?? error}
        >
          <Textarea value={completion} rows={5} onChange={({ detail }) => setCompletion(detail.value)} />
        </FormField>
        <Checkbox
          checked={addTestCase}
          onChange={({ detail }) => setAddTestCase(detail.checked)}
          description="A test case with this question that expects this answer, run with every test run."
        >
          Also save as a test case
        </Checkbox>
      </SpaceBetween>
    </FormModal>
  )
}
