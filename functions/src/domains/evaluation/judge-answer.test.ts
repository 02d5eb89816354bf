import { judgeUnavailableReason } from '@platform/shared/contracts/evaluation'
import { describe, expect, it } from 'vitest'
import { modelCapabilities } from '../../models/model-capabilities.ts'
import { judgeAvailability, parseJudgeReply } from './judge-answer.ts'

describe('judgeAvailability', () => {
  it('has no judge with the local engine, which does not generate text', () => {
    const local = {
      defaults: { chatModel: 'local-retrieval', embeddingModel: 'e', fineTuningModel: 'f' },
      capabilities: modelCapabilities,
    }
    expect(judgeAvailability(local)).toEqual({ available: false, note: judgeUnavailableReason })
    expect(judgeUnavailableReason).toBe('not available: the model does not generate text')
  })

  it('has one with a text model', () => {
    const hosted = {
      defaults: { chatModel: 'gpt-4o-mini', embeddingModel: 'e', fineTuningModel: 'f' },
      capabilities: modelCapabilities,
    }
    expect(judgeAvailability(hosted)).toEqual({ available: true, note: null })
  })
})

describe('parseJudgeReply', () => {
  it('reads a score and reason, also inside other text', () => {
    expect(parseJudgeReply('Sure: {"score": 0.75, "reason": "Mostly right."}')).toEqual({
      score: 0.75,
      reason: 'Mostly right.',
    })
  })

  it('gives nothing for a missing or out-of-range score', () => {
    expect(parseJudgeReply('I think it is fine')).toBeNull()
    expect(parseJudgeReply('{"score": 7}')).toBeNull()
    expect(parseJudgeReply('{"reason": "no score"}')).toBeNull()
  })
})
