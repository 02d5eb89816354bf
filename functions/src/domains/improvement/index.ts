/**
 * Improvement: the version's "Improve" inbox (issue 42): questions its assistant declined or answered to a
 * thumbs-down, grouped by meaning, and the one action per group that turns them into knowledge or test cases.
 * Last but billing in the pipeline: it reads what deployment recorded and writes through knowledge and
 * evaluation. Code outside this folder imports only from here.
 */
export { actOnImprovementGroup } from './act-on-improvement-group.ts'
export { countAnswerInFigures, countLoggedCallInFigures } from './count-answer-in-figures.ts'
export { getImprovementFigures } from './get-improvement-figures.ts'
export { listImprovementGroups } from './list-improvement-groups.ts'
export { getImprovementTrainingStatus, reaskInboxAnswers } from './retrain-from-inbox.ts'
export { sendImprovementDigests } from './send-improvement-digests.ts'
export { type StreamedAnswer, takeAnswerIntoInbox } from './take-answer-into-inbox.ts'
export {
  type LoggedCall,
  type PlaygroundAnswerItem,
  takeLoggedCallIntoInbox,
  takePlaygroundAnswerIntoInbox,
} from './take-recorded-answer-into-inbox.ts'
