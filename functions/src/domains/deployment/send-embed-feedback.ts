import type { embedFeedbackRequestSchema } from '@platform/shared/contracts/deployment'
import type * as z from 'zod'
import { db } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import type { EmbedCaller } from './authorize-embed-caller.ts'
import { requireSessionOf, versionKeyOf } from './chat-records.ts'
import { withCallLog } from './deployment-log.ts'
import { verifyEndUser } from './verify-end-user.ts'

/**
 * `PUT /api/embed/v1/chat/sessions/{sessionId}/messages/{messageId}/feedback`: the end user's thumbs up or down on
 * an assistant message (null takes it back). The session keeps counts, so recent chats show them without reading
 * transcripts.
 */
export function sendEmbedFeedback(
  caller: EmbedCaller,
  params: { sessionId: string; messageId: string },
  input: z.output<typeof embedFeedbackRequestSchema>,
) {
  const { apiKey } = caller
  const details = { call: 'feedback' as const, identifier: input.identifier, sessionId: params.sessionId }
  return withCallLog(apiKey, details, async () => {
    verifyEndUser(apiKey, input.identifier, input.userHash)
    const session = await requireSessionOf(apiKey, input.identifier, params.sessionId)
    const messageKey = { ...versionKeyOf(apiKey), sessionId: params.sessionId, messageId: params.messageId }
    const { data: message } = await db().entities.chatMessage.get(messageKey).go({ consistent: true })
    if (message?.sender !== 'ASSISTANT') {
      throw new AppError('NOT_FOUND', { message: 'Feedback is for the assistant’s messages of this chat.' })
    }
    const previous = message.feedback ?? null
    if (previous === input.feedback) return { id: message.messageId, feedback: previous }
    const update = db().entities.chatMessage.patch(messageKey)
    await (input.feedback ? update.set({ feedback: input.feedback }) : update.remove(['feedback'])).go()
    const change = { feedbackUp: 0, feedbackDown: 0 }
    if (previous === 'up') change.feedbackUp -= 1
    if (previous === 'down') change.feedbackDown -= 1
    if (input.feedback === 'up') change.feedbackUp += 1
    if (input.feedback === 'down') change.feedbackDown += 1
    await db()
      .entities.chatSession.patch({
        embedId: session.embedId,
        identifier: session.identifier,
        sessionId: session.sessionId,
      })
      .add(change)
      .go()
    return { id: message.messageId, feedback: input.feedback }
  })
}
