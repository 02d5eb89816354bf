import { describe, expect, it } from 'vitest'
import { parseDocumentsFile, parseTrainingFile, TrainingFileError } from './training-file.ts'

const line = (messages: unknown[]) => JSON.stringify({ messages })

describe('parseTrainingFile', () => {
  it('makes one example per answered user turn, skipping weight 0 and reading text parts', () => {
    const content = [
      line([
        { role: 'system', content: 'You help.' },
        { role: 'user', content: 'Hi?' },
        { role: 'assistant', content: 'Hello.', weight: 0 },
        { role: 'user', content: [{ type: 'text', text: 'Reset password?' }] },
        { role: 'assistant', content: 'Click Forgot password.' },
      ]),
      '',
    ].join('\n')
    expect(parseTrainingFile(content)).toEqual([
      { prompt: 'Reset password?', completion: 'Click Forgot password.', lineNumber: 1 },
    ])
  })

  it('names the lines that are wrong', () => {
    const content = [line([{ role: 'user', content: 'Only a question' }]), '{oops', line([])].join('\n')
    expect(() => parseTrainingFile(content)).toThrow(TrainingFileError)
    expect(() => parseTrainingFile(content)).toThrow(/line 1: needs a user message.*line 2: not valid JSON.*line 3/)
  })

  it('refuses an empty file', () => {
    expect(() => parseTrainingFile('\n\n')).toThrow('The training file has no examples.')
  })
})

describe('parseDocumentsFile', () => {
  it('reads one text per line and names the line that is not a document', () => {
    expect(parseDocumentsFile(`${JSON.stringify({ text: '# Install\n\nnpm i x' })}\n\n{"text":"B"}\n`)).toEqual([
      '# Install\n\nnpm i x',
      'B',
    ])
    expect(() => parseDocumentsFile('{"text":"A"}\n{"title":"B"}')).toThrow(
      new TrainingFileError('Line 2 of the documents file has no text.'),
    )
  })
})
