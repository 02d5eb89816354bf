import { describe, expect, it } from 'vitest'
import { AppError } from '../../platform/app-error.ts'
import { buildTrainingFiles, validationCount } from './build-training-files.ts'
import { buildTrainingSnapshot, chooseSystemPrompt } from './build-training-snapshot.ts'
import type { VersionContent } from './version-content.ts'

function content(pairs: number): VersionContent {
  return {
    knowledge: Array.from({ length: pairs }, (_, index) => ({
      id: `k${index}`,
      prompt: `Question ${index}?`,
      completion: `Answer ${index}.`,
      source: 'manual',
      sourceKey: '',
    })),
    pages: [{ id: '/billing', title: 'Billing', description: 'Plans and invoices.', url: '' }],
    actions: [],
    workflows: [],
    functions: [
      { id: 'f1', name: 'open_ticket', description: 'Opens a ticket.', parameters: { type: 'object', properties: {} } },
    ],
    systemPrompts: [
      { id: 'b', name: 'Second', content: 'Be brief.' },
      { id: 'a', name: 'First', content: 'You are the help centre.' },
    ],
    sourceTexts: [],
  }
}

describe('buildTrainingSnapshot', () => {
  it('refuses an empty version with the reason the console shows', () => {
    expect(() => buildTrainingSnapshot(content(0), { systemPromptId: null })).toThrowError(
      new AppError('VALIDATION_FAILED', {
        message: 'This version has no knowledge to train on. Add Q&A pairs or sources first.',
      }),
    )
  })

  it('keeps the content and the chosen system prompt (the first by id when none is named)', () => {
    const snapshot = buildTrainingSnapshot(content(3), {
      systemPromptId: null,
      takenAt: new Date('2026-01-02T03:04:05Z'),
    })
    expect(snapshot).toMatchObject({
      format: 'training-snapshot/v1',
      takenAt: '2026-01-02T03:04:05.000Z',
      systemPrompt: { id: 'a' },
      pages: [{ id: '/billing' }],
    })
    expect(snapshot.knowledge).toHaveLength(3)
    expect(chooseSystemPrompt(content(1).systemPrompts, 'b')?.content).toBe('Be brief.')
    expect(() => chooseSystemPrompt(content(1).systemPrompts, 'missing')).toThrow('system prompt does not exist')
    expect(chooseSystemPrompt([], null)).toBeNull()
  })
})

describe('buildTrainingFiles', () => {
  it('writes one chat example per pair with the system prompt and the functions as tools', () => {
    const snapshot = buildTrainingSnapshot(content(2), { systemPromptId: 'a' })
    const files = buildTrainingFiles(snapshot, { validationSplit: 0, seed: 'tr1' })
    expect(files).toMatchObject({ validation: null, trainingExamples: 2, validationExamples: 0 })
    const lines = files.training
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0]).toEqual({
      messages: [
        { role: 'system', content: 'You are the help centre.' },
        { role: 'user', content: 'Question 0?' },
        { role: 'assistant', content: 'Answer 0.' },
      ],
      tools: [
        {
          type: 'function',
          function: {
            name: 'open_ticket',
            description: 'Opens a ticket.',
            parameters: { type: 'object', properties: {} },
          },
        },
      ],
    })
  })

  it('holds out a seeded share of the pairs, the same one every time', () => {
    const snapshot = buildTrainingSnapshot(content(20), { systemPromptId: null })
    const first = buildTrainingFiles(snapshot, { validationSplit: 0.2, seed: 'tr1' })
    expect(first).toMatchObject({ trainingExamples: 16, validationExamples: 4 })
    expect(buildTrainingFiles(snapshot, { validationSplit: 0.2, seed: 'tr1' })).toEqual(first)
    expect(buildTrainingFiles(snapshot, { validationSplit: 0.2, seed: 'tr2' }).validation).not.toBe(first.validation)
    const held = (first.validation ?? '').trim().split('\n')
    for (const line of held) expect(first.training).not.toContain(line)
  })

  it('trains each alternative question as one more prompt for the same answer, held out with its pair', () => {
    const withAlternatives = content(10)
    withAlternatives.knowledge = withAlternatives.knowledge.map((pair) => ({
      ...pair,
      alternativePrompts: [`Other wording ${pair.id}?`, `Third wording ${pair.id}?`],
    }))
    const snapshot = buildTrainingSnapshot(withAlternatives, { systemPromptId: null })
    const whole = buildTrainingFiles(snapshot, { validationSplit: 0, seed: 'tr1' })
    expect(whole.trainingExamples).toBe(30)
    const lines = whole.training
      .trim()
      .split('\n')
      .map((line) =>
        JSON.parse(line)
          .messages.slice(-2)
          .map((message: { content: string }) => message.content),
      )
    expect(lines.slice(0, 3)).toEqual([
      ['Question 0?', 'Answer 0.'],
      ['Other wording k0?', 'Answer 0.'],
      ['Third wording k0?', 'Answer 0.'],
    ])
    const split = buildTrainingFiles(snapshot, { validationSplit: 0.2, seed: 'tr1' })
    expect(split).toMatchObject({ trainingExamples: 24, validationExamples: 6 })
    // No answer is both trained and held out: a held-out pair takes its alternative questions with it.
    const answersOf = (file: string | null) =>
      new Set(
        (file ?? '')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).messages.at(-1).content),
      )
    const trained = answersOf(split.training)
    for (const answer of answersOf(split.validation)) expect(trained.has(answer)).toBe(false)
  })

  it('holds out at least one pair when asked, and never all of them', () => {
    expect(validationCount(10, 0.01)).toBe(1)
    expect(validationCount(2, 0.5)).toBe(1)
    expect(validationCount(1, 0.5)).toBe(0)
    expect(validationCount(50, 0)).toBe(0)
  })

  it('validates on the test cases of the version when it has them, training on every pair', () => {
    const snapshot = buildTrainingSnapshot(content(4), { systemPromptId: null })
    const files = buildTrainingFiles(snapshot, {
      validationSplit: 0.5,
      seed: 'tr1',
      validationCases: [{ prompt: 'Case?', completion: 'Expected.' }],
    })
    expect(files).toMatchObject({ trainingExamples: 4, validationExamples: 1, validationFromTestCases: true })
    expect(
      files.validation
        ?.trim()
        .split('\n')
        .map((line) => JSON.parse(line).messages.at(-1).content),
    ).toEqual(['Expected.'])
    expect(buildTrainingFiles(snapshot, { validationSplit: 0.5, seed: 'tr1' }).validationFromTestCases).toBe(false)
  })
})
