import type { SuggestedAction } from '@platform/shared/contracts/models'
import { Bm25Index } from '../../retrieval/bm25-index.ts'
import { contentTerms } from '../../retrieval/text-tokens.ts'
import type { ActionItem, PageItem, WorkflowItem } from '../training/index.ts'

interface Candidate {
  type: SuggestedAction['type']
  id: string
  title: string
  description: string
}

/** Below this an item shares too little with the conversation to be worth a button. */
export const suggestionThreshold = 0.34
const titleWeight = 0.6
const descriptionWeight = 0.4

/**
 * Pages, actions and workflows to offer as buttons beside an answer (spec section 3 "suggestedActions"): an
 * item scores by how much of its title (weighted by word rarity) the question and answer mention, and by how well
 * its description matches them (BM25, relative to the best item). Deterministic and cheap; nothing is asked of
 * the model.
 *
 * @example
 * suggestActions({ question: 'How do I change my billing plan?', answer: '', pages, actions, workflows })
 * // [{ type: 'page', id: '/settings/billing', title: 'Billing settings', ... }]
 */
export function suggestActions(input: {
  question: string
  answer: string
  pages: readonly PageItem[]
  actions: readonly ActionItem[]
  workflows: readonly WorkflowItem[]
  limit?: number
}): SuggestedAction[] {
  const candidates: Candidate[] = [
    ...input.pages.map((page) => ({
      type: 'page' as const,
      id: page.id,
      title: page.title,
      description: page.description,
    })),
    ...input.actions.map((action) => ({
      type: 'action' as const,
      id: action.id,
      title: action.name,
      description: action.description,
    })),
    ...input.workflows.map((workflow) => ({
      type: 'workflow' as const,
      id: workflow.id,
      title: workflow.name,
      description: workflow.description,
    })),
  ]
  if (candidates.length === 0) return []
  const queryTerms = new Set(contentTerms(`${input.question} ${input.answer}`))
  if (queryTerms.size === 0) return []
  const keywords = new Bm25Index(
    candidates.map((candidate) => contentTerms(`${candidate.title} ${candidate.description}`)),
  )
  const { scores } = keywords.search([...queryTerms])
  const bestKeywordScore = Math.max(...scores, 0)
  return candidates
    .map((candidate, index) => {
      // Title words shared by many items ("settings") say little about which one is meant: weigh them by rarity.
      const titleTerms = [...new Set(contentTerms(candidate.title))]
      const titleWeightTotal = titleTerms.reduce((sum, term) => sum + keywords.inverseDocumentFrequency(term), 0)
      const titleWeightMatched = titleTerms
        .filter((term) => queryTerms.has(term))
        .reduce((sum, term) => sum + keywords.inverseDocumentFrequency(term), 0)
      const titleCoverage = titleWeightTotal > 0 ? titleWeightMatched / titleWeightTotal : 0
      const keywordScore = bestKeywordScore > 0 ? (scores[index] as number) / bestKeywordScore : 0
      return { candidate, score: titleWeight * titleCoverage + descriptionWeight * keywordScore }
    })
    .filter(({ score }) => score >= suggestionThreshold)
    .sort((left, right) => right.score - left.score)
    .slice(0, input.limit ?? 3)
    .map(({ candidate, score }) => ({
      type: candidate.type,
      id: candidate.id,
      title: candidate.title,
      description: candidate.description.trim() === '' ? null : candidate.description,
      score: Math.round(score * 1000) / 1000,
    }))
}
