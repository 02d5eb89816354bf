import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import FormField from '@cloudscape-design/components/form-field'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import type { ToolCall } from '@platform/shared/contracts/models'
import { useState } from 'react'
import { formatArguments } from '../playground-format.ts'

interface ToolCallCardProps {
  call: ToolCall
  /** True while the model waits for this call's result, which the person trying the model types in. */
  awaitingResult: boolean
  sending: boolean
  onSendResult(call: ToolCall, result: string): void
}

/**
 * A function the model asked to run: its name and arguments as the model filled them in. In a deployment the
 * widget runs it; here the person trying the model answers for it, so the conversation can go on.
 */
export function ToolCallCard({ call, awaitingResult, sending, onSendResult }: ToolCallCardProps) {
  const [result, setResult] = useState('')
  return (
    <section className="playground-tool-call" aria-label={`Function call ${call.name}`}>
      <SpaceBetween size="xs">
        <Box variant="small" color="text-body-secondary">
          Function call
        </Box>
        <Box variant="code" fontWeight="bold">
          {call.name}
        </Box>
        <pre className="playground-code" title={`Arguments of ${call.name}`}>
          {formatArguments(call.arguments)}
        </pre>
        {awaitingResult && (
          <FormField
            label={`Result of ${call.name}`}
            description="What the function would return; it is sent to the model as the tool’s message."
          >
            <SpaceBetween size="xs">
              <Textarea
                value={result}
                rows={2}
                placeholder='{"status": "done"}'
                onChange={({ detail }) => setResult(detail.value)}
              />
              <Button
                disabled={result.trim() === ''}
                loading={sending}
                onClick={() => onSendResult(call, result.trim())}
              >
                Send result
              </Button>
            </SpaceBetween>
          </FormField>
        )}
      </SpaceBetween>
    </section>
  )
}
