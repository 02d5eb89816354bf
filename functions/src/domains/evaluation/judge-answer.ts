import { judgeUnavailableReason } from '@platform/shared/contracts/evaluation'
import type { ModelProvider, TokenUsage } from '../../models/provider.ts'

/**
 * Whether the provider's chat model can act as a judge: it must write text. The local engine's models retrieve
 * stored answers and cannot grade one, so runs with it carry no judge score and say why.
 */
export function judgeAvailability(provider: Pick<ModelProvider, 'defaults' | 'capabilities'>): {
  available: boolean
  note: string | null
} {
  const model = provider.defaults.chatModel
  const { generatesText } = provider.capabilities(model)
  return generatesText ? { available: true, note: null } : { available: false, note: judgeUnavailableReason }
}

const judgeInstructions = [
  'You grade a support assistant’s answer against the expected answer.',
  'Score correctness from 0 to 1: 1 when the answer states the same facts as the expected answer (wording may',
  'differ), 0 when it contradicts it, omits its key fact or answers something else; partial credit in between.',
  'Reply with JSON only: {"score": <number 0..1>, "reason": "<one short sentence>"}',
].join(' ')

/** Reads the judge's JSON reply (tolerating text around it); null when it holds no score in range. */
export function parseJudgeReply(reply: string): { score: number; reason: string } | null {
  const match = /\{[\s\S]*\}/.exec(reply)
  if (!match) return null
  try {
    const parsed = JSON.parse(match[0]) as { score?: unknown; reason?: unknown }
    const score = typeof parsed.score === 'string' ? Number(parsed.score) : parsed.score
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 1) return null
    return { score, reason: typeof parsed.reason === 'string' ? parsed.reason.slice(0, 500) : '' }
  } catch {
    return null
  }
}

/**
 * Asks the provider's chat model to grade an answer (temperature 0). A reply without a usable score gives no
 * score and says so, never a guess.
 *
 * @example
 * await judgeAnswer(provider, { prompt: 'How do I void a label?', expected: 'Open Shipments…', actual: 'Go to…' })
 */
export async function judgeAnswer(
  provider: ModelProvider,
  input: { prompt: string; expected: string; actual: string },
): Promise<{ score: number | null; note: string; usage: TokenUsage | null }> {
  const completion = await provider.chat({
    temperature: 0,
    messages: [
      { role: 'system', content: judgeInstructions },
      {
        role: 'user',
        content: `Question:\n${input.prompt}\n\nExpected answer:\n${input.expected}\n\nAssistant's answer:\n${input.actual}`,
      },
    ],
  })
  const verdict = parseJudgeReply(completion.message.content ?? '')
  return {
    score: verdict ? verdict.score : null,
    note: verdict ? verdict.reason : 'not available: the judge gave no score between 0 and 1',
    usage: completion.usage ?? null,
  }
}
