import { describe, expect, it } from 'vitest'
import { ProviderError } from '../../models/provider-error.ts'
import { toCatalogueError } from '../../models/provider-errors.ts'
import { AppError } from '../../platform/app-error.ts'
import { fromProviderToolCall, ragSystemMessage, toProviderMessages } from './playground-messages.ts'

describe('playground messages', () => {
  it('maps the playground’s messages to the provider’s, tool calls and results included', () => {
    expect(
      toProviderMessages([
        { role: 'user', content: 'Where is 1Z99?' },
        { role: 'assistant', content: null, toolCalls: [{ id: 'c1', name: 'track', arguments: { number: '1Z99' } }] },
        { role: 'tool', content: '{"status":"In transit"}', toolCallId: 'c1' },
      ]),
    ).toEqual([
      { role: 'user', content: 'Where is 1Z99?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'track', arguments: '{"number":"1Z99"}' } }],
      },
      { role: 'tool', content: '{"status":"In transit"}', tool_call_id: 'c1' },
    ])
  })

  it('parses tool call arguments, keeping only JSON objects', () => {
    const call = (argumentsText: string) =>
      fromProviderToolCall({ id: 'c', type: 'function', function: { name: 'f', arguments: argumentsText } })
    expect(call('{"a":1}').arguments).toEqual({ a: 1 })
    expect(call('not json').arguments).toEqual({})
    expect(call('[1]').arguments).toEqual({})
    expect(call('').arguments).toEqual({})
  })

  it('puts passages one per line in a context block, without their titles', () => {
    const message = ragSystemMessage([
      { id: 'k', source: 'knowledge', sourceKey: 'k', title: 'How long?', text: 'Five\nbusiness days.', score: 0.8 },
    ])
    expect(message).toContain('<context>\n- Five business days.\n</context>')
    expect(message).not.toContain('How long?')
  })
})

describe('toCatalogueError', () => {
  it('turns provider failures into catalogue errors, never a 500', () => {
    const refused = toCatalogueError(new ProviderError('invalid_request', 'Unknown model x.')) as AppError
    expect(refused).toBeInstanceOf(AppError)
    expect(refused.code).toBe('VALIDATION_FAILED')
    expect(refused.publicMessage).toContain('Unknown model x.')
    expect((toCatalogueError(new ProviderError('unavailable', 'down')) as AppError).code).toBe('DEPENDENCY_UNAVAILABLE')
    expect((toCatalogueError(new ProviderError('authentication', 'bad key')) as AppError).code).toBe(
      'DEPENDENCY_UNAVAILABLE',
    )
    expect((toCatalogueError(new ProviderError('rate_limited', 'slow')) as AppError).code).toBe('TOO_MANY_REQUESTS')
    expect((toCatalogueError(new ProviderError('not_found', 'gone')) as AppError).code).toBe('NOT_FOUND')
    const other = new Error('x')
    expect(toCatalogueError(other)).toBe(other)
  })
})
