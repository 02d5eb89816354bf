import { createHash } from 'node:crypto'
import type { AgentFunctionItem, KnowledgePair, TrainingSnapshot } from './version-content.ts'

export interface TrainingFiles {
  /** OpenAI chat fine-tuning format: one `{"messages":[…],"tools":[…]}` object per line. */
  training: string
  /** Same format; null when nothing is held out. */
  validation: string | null
  trainingExamples: number
  validationExamples: number
  /** True when the validation file holds the version's test cases rather than held-out knowledge. */
  validationFromTestCases: boolean
}

/** The `tools` every example carries: the functions the model will be offered when it chats. */
export function toolDefinitions(functions: readonly AgentFunctionItem[]) {
  return functions.map((item) => ({
    type: 'function' as const,
    function: { name: item.name, description: item.description, parameters: item.parameters },
  }))
}

/** One training example: the system prompt (if any), the question and the answer to learn. */
export function exampleLine(pair: Pick<KnowledgePair, 'prompt' | 'completion'>, snapshot: TrainingSnapshot): string {
  const messages = [
    ...(snapshot.systemPrompt ? [{ role: 'system', content: snapshot.systemPrompt.content }] : []),
    { role: 'user', content: pair.prompt },
    { role: 'assistant', content: pair.completion },
  ]
  const tools = toolDefinitions(snapshot.functions)
  return JSON.stringify(tools.length > 0 ? { messages, tools } : { messages })
}

/**
 * The examples a pair trains: its prompt and each alternative question, all with the pair's completion, so one
 * answer is learned from several wordings (the local engine's routing learns from them: one wording per answer
 * cost 14 of 150 rewordings end to end, ADR 0029).
 *
 * @example trainingExamplesOf([{ prompt: 'A?', alternativePrompts: ['B?'], completion: 'C.' }]).length // 2
 */
export function trainingExamplesOf(
  pairs: ReadonlyArray<Pick<KnowledgePair, 'prompt' | 'completion' | 'alternativePrompts'>>,
): Array<Pick<KnowledgePair, 'prompt' | 'completion'>> {
  return pairs.flatMap((pair) =>
    [pair.prompt, ...(pair.alternativePrompts ?? [])].map((prompt) => ({ prompt, completion: pair.completion })),
  )
}

/**
 * How many pairs a validation split holds out: a share of them, at least one when a split is asked for, and
 * never all (a model needs something to learn).
 */
export function validationCount(pairs: number, validationSplit: number): number {
  if (validationSplit <= 0 || pairs < 2) return 0
  return Math.min(pairs - 1, Math.max(1, Math.round(pairs * validationSplit)))
}

/**
 * Turns a snapshot into the training file (and validation file when `validationSplit` > 0). Knowledge pairs and
 * FAQs are the examples, a pair's alternative questions each one more (a held-out pair is held out with them); pages, actions and workflows feed retrieval and suggested actions instead, since they
 * describe where things are rather than answers to learn. Which pairs are held out depends only on `seed` (the
 * training id), so a repeated job step writes the same files.
 *
 * @example
 * const files = buildTrainingFiles(snapshot, { validationSplit: 0.1, seed: trainingId })
 */
export function buildTrainingFiles(
  snapshot: TrainingSnapshot,
  options: {
    validationSplit: number
    seed: string
    /**
     * The version's test cases (expected completion as the completion): when there are any they are the
     * validation file, so the provider's validation metrics say how the model does on them, and every knowledge
     * pair is trained on (no split).
     */
    validationCases?: ReadonlyArray<Pick<KnowledgePair, 'prompt' | 'completion'>>
  },
): TrainingFiles {
  const toFile = (examples: ReadonlyArray<Pick<KnowledgePair, 'prompt' | 'completion'>>) =>
    `${examples.map((example) => exampleLine(example, snapshot)).join('\n')}\n`
  const cases = options.validationCases ?? []
  if (cases.length > 0) {
    const examples = trainingExamplesOf(snapshot.knowledge)
    return {
      training: toFile(examples),
      validation: toFile(cases),
      trainingExamples: examples.length,
      validationExamples: cases.length,
      validationFromTestCases: true,
    }
  }
  const held = validationCount(snapshot.knowledge.length, options.validationSplit)
  const rank = (pair: KnowledgePair) =>
    createHash('sha256').update(`${options.seed}\u0000${pair.id}\u0000${pair.prompt}`).digest('hex')
  const heldOut = new Set(
    [...snapshot.knowledge]
      .sort((left, right) => rank(left).localeCompare(rank(right)))
      .slice(0, held)
      .map((pair) => pair),
  )
  const training = trainingExamplesOf(snapshot.knowledge.filter((pair) => !heldOut.has(pair)))
  const validation = trainingExamplesOf(snapshot.knowledge.filter((pair) => heldOut.has(pair)))
  return {
    training: toFile(training),
    validation: validation.length > 0 ? toFile(validation) : null,
    trainingExamples: training.length,
    validationExamples: validation.length,
    validationFromTestCases: false,
  }
}
