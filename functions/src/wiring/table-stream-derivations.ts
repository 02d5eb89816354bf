import { countAnsweredCallOf } from '../domains/deployment/index.ts'
import {
  countAnswerInFigures,
  countLoggedCallInFigures,
  type LoggedCall,
  type PlaygroundAnswerItem,
  type StreamedAnswer,
  takeAnswerIntoInbox,
  takeLoggedCallIntoInbox,
  takePlaygroundAnswerIntoInbox,
} from '../domains/improvement/index.ts'
import { settleCreditEntry } from '../domains/organizations/index.ts'
import type { StreamedItem, TableStreamDerivations } from '../platform/jobs/consume-table-stream.ts'

/**
 * The bookkeeping the table's stream derives from what the request path wrote (ADR 0028): an answered chat's ledger
 * entry settles into the balance and the day's usage; an answered call's log entry counts in its model's hour. Only
 * items written pending (`unsettled`, `uncounted`) are derived; each derivation is idempotent per item. An assistant
 * message the assistant declined, or the end user thumbed down, joins the version's "Improve" inbox (ADR 0030),
 * once per message, and every answer (an OpenAI-compatible completion's too) counts once in its project's daily
 * figures (ADR 0033).
 */
export const tableStreamDerivations: TableStreamDerivations = {
  creditEntry: async (item: StreamedItem) => {
    if (item.unsettled === true) await settleCreditEntry(item as Parameters<typeof settleCreditEntry>[0])
  },
  deploymentLogEntry: async (item: StreamedItem) => {
    if (item.uncounted === true) await countAnsweredCallOf(item as Parameters<typeof countAnsweredCallOf>[0])
    // An OpenAI-compatible call keeps no transcript: its entry carries the question for the inbox (ADR 0032).
    if (typeof item.question === 'string') {
      await takeLoggedCallIntoInbox(item as unknown as LoggedCall)
      await countLoggedCallInFigures(item as unknown as LoggedCall)
    }
  },
  playgroundAnswer: async (item: StreamedItem) => {
    await takePlaygroundAnswerIntoInbox(item as unknown as PlaygroundAnswerItem)
  },
  chatMessage: async (item: StreamedItem) => {
    if (item.sender !== 'ASSISTANT') return
    await takeAnswerIntoInbox(item as unknown as StreamedAnswer)
    await countAnswerInFigures(item as unknown as StreamedAnswer)
  },
}
