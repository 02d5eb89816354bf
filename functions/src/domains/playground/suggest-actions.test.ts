import { describe, expect, it } from 'vitest'
import { suggestActions } from './suggest-actions.ts'

const pages = [
  {
    id: '/settings/billing',
    title: 'Billing settings',
    description: 'Change your plan and download invoices.',
    url: '',
  },
  { id: '/settings/printing', title: 'Printing settings', description: 'Label format and thermal printers.', url: '' },
]
const actions = [{ id: 'open-chat', name: 'Talk to support', description: 'Opens a chat with a person.', pageId: null }]
const workflows = [{ id: 'refund', name: 'Request a refund', description: 'Ask for your money back.', steps: [] }]

describe('suggestActions', () => {
  it('offers the items the question and the answer are about, best first', () => {
    const suggestions = suggestActions({
      question: 'How do I change my billing plan?',
      answer: 'Open Billing settings and pick a new plan.',
      pages,
      actions,
      workflows,
    })
    expect(suggestions[0]).toMatchObject({ type: 'page', id: '/settings/billing', title: 'Billing settings' })
    expect(suggestions.map((suggestion) => suggestion.id)).not.toContain('/settings/printing')
  })

  it('finds workflows and actions by their words, and offers nothing for unrelated questions', () => {
    expect(suggestActions({ question: 'I want a refund', answer: '', pages, actions, workflows })[0]?.id).toBe('refund')
    expect(suggestActions({ question: 'What is the weather like?', answer: '', pages, actions, workflows })).toEqual([])
    expect(suggestActions({ question: 'billing', answer: '', pages: [], actions: [], workflows: [] })).toEqual([])
  })
})
