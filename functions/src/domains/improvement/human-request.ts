import { sameMeaningSimilarity } from '@platform/shared/contracts/improvement'
import { embedSentences } from '../../models/local-engine/sentence-encoder.ts'
import { similarity } from './improvement-records.ts'

/**
 * Ways end users ask for a person. A message means the same as one of them (the sentence encoder, the inbox's own
 * grouping measure) when it asks for a human, whatever its words: measured, "get me a real agent" 0.80, "I need to
 * talk to a person" 0.75, "let me speak to a manager" 0.69, while questions that only mention people or agents stay
 * under it ("Can a person share one account?" 0.57, "Does the agent plan include reports?" 0.51).
 */
const humanRequestPhrasings = [
  'Can I talk to a human?',
  'I want to speak to a real person',
  'Connect me with an agent',
  'Let me talk to customer support staff',
  'Is there a person I can chat with?',
  'Can I speak with someone from your team?',
  'Human please',
]

let phrasingVectors: Promise<Float32Array[]> | undefined

/** Whether a message asks to talk to a person rather than the assistant. */
export async function asksForHuman(message: string): Promise<boolean> {
  phrasingVectors ??= embedSentences(humanRequestPhrasings)
  phrasingVectors.catch(() => {
    phrasingVectors = undefined
  })
  const [phrasings, [vector]] = await Promise.all([phrasingVectors, embedSentences([message])])
  if (!vector) return false
  return phrasings.some((phrasing) => similarity(phrasing, vector) >= sameMeaningSimilarity)
}
