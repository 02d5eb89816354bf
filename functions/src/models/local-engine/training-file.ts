import * as z from 'zod'

/**
 * Reads OpenAI's chat fine-tuning format: one JSON object per line with `messages`. Every assistant message that
 * follows a user message becomes one example (prompt = that user message), so multi-turn lines teach every turn,
 * except assistant turns marked `weight: 0`, which OpenAI also leaves out of training.
 */
export interface TrainingExample {
  prompt: string
  completion: string
  lineNumber: number
}

export class TrainingFileError extends Error {
  override readonly name = 'TrainingFileError'
}

const textContentSchema = z.union([
  z.string(),
  z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()).transform((parts) =>
    parts
      .filter((part) => part.type === 'text')
      .map((part) => part.text ?? '')
      .join(''),
  ),
])

const lineSchema = z
  .object({
    messages: z
      .array(
        z
          .object({
            role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
            content: textContentSchema.nullish(),
            weight: z.number().optional(),
          })
          .loose(),
      )
      .min(1),
  })
  .loose()

const maximumReportedProblems = 5
export const maximumTrainingExamples = 50_000

/**
 * @example
 * parseTrainingFile('{"messages":[{"role":"user","content":"Hi?"},{"role":"assistant","content":"Hello."}]}')
 * // [{ prompt: 'Hi?', completion: 'Hello.', lineNumber: 1 }]
 */
export function parseTrainingFile(content: string): TrainingExample[] {
  const examples: TrainingExample[] = []
  const problems: string[] = []
  const lines = content.split(/\r?\n/)
  lines.forEach((line, index) => {
    const lineNumber = index + 1
    if (line.trim() === '') return
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch {
      problems.push(`line ${lineNumber}: not valid JSON`)
      return
    }
    const parsed = lineSchema.safeParse(json)
    if (!parsed.success) {
      problems.push(`line ${lineNumber}: expected {"messages":[{"role":...,"content":...}]}`)
      return
    }
    const found = examplesOfConversation(parsed.data.messages, lineNumber)
    if (found.length === 0) {
      problems.push(`line ${lineNumber}: needs a user message followed by an assistant message with text`)
      return
    }
    examples.push(...found)
  })
  if (problems.length > 0) {
    const shown = problems.slice(0, maximumReportedProblems).join('; ')
    const more =
      problems.length > maximumReportedProblems ? ` (and ${problems.length - maximumReportedProblems} more)` : ''
    throw new TrainingFileError(`Invalid training file: ${shown}${more}.`)
  }
  if (examples.length === 0) throw new TrainingFileError('The training file has no examples.')
  if (examples.length > maximumTrainingExamples) {
    throw new TrainingFileError(`The training file has more than ${maximumTrainingExamples} examples.`)
  }
  return examples
}

function examplesOfConversation(
  messages: z.infer<typeof lineSchema>['messages'],
  lineNumber: number,
): TrainingExample[] {
  const examples: TrainingExample[] = []
  let lastUserText: string | undefined
  for (const message of messages) {
    const text = message.content?.trim() ?? ''
    if (message.role === 'user') lastUserText = text.length > 0 ? text : undefined
    if (message.role === 'assistant' && lastUserText !== undefined && text.length > 0 && message.weight !== 0) {
      examples.push({ prompt: lastUserText, completion: text, lineNumber })
    }
  }
  return examples
}

const documentLineSchema = z.object({ text: z.string() }).loose()

/**
 * Reads a documents file: one JSON object per line with the `text` of a page or file of the version (Markdown).
 * Blank lines are skipped; anything else that is not such an object is a `TrainingFileError` naming its line.
 */
export function parseDocumentsFile(content: string): string[] {
  const documents: string[] = []
  content.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      throw new TrainingFileError(`Line ${index + 1} of the documents file is not valid JSON.`)
    }
    const document = documentLineSchema.safeParse(parsed)
    if (!document.success) throw new TrainingFileError(`Line ${index + 1} of the documents file has no text.`)
    documents.push(document.data.text)
  })
  return documents
}
