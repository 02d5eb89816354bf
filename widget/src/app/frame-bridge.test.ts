import { describe, expect, it, vi } from 'vitest'
import type { FrameMessage } from '../protocol/messages.ts'
import { createFrameBridge } from './frame-bridge.ts'

describe('createFrameBridge', () => {
  it('matches replies to requests and streams partial progress first', async () => {
    const posted: FrameMessage[] = []
    const bridge = createFrameBridge((message) => posted.push(message))
    const onProgress = vi.fn()
    const sending = bridge.request(
      'chatProviderSendMessage',
      { sessionId: null, message: 'Hi', isNew: true },
      onProgress,
    )
    const listing = bridge.request('chatProviderListSessions', {})
    expect(posted).toEqual([
      { type: 'chatProviderSendMessage', requestId: 'request-1', sessionId: null, message: 'Hi', isNew: true },
      { type: 'chatProviderListSessions', requestId: 'request-2' },
    ])
    bridge.receive({ requestId: 'request-1', ok: true, partial: true, data: { kind: 'delta', text: 'Hel' } })
    bridge.receive({ requestId: 'request-2', ok: false, error: 'Failed to list sessions' })
    bridge.receive({ requestId: 'request-1', ok: true, data: { sessionId: 's1', messages: [] } })
    bridge.receive({ requestId: 'request-1', ok: true, data: 'late duplicate is dropped' })
    expect(onProgress).toHaveBeenCalledWith({ kind: 'delta', text: 'Hel' })
    await expect(sending).resolves.toEqual({ sessionId: 's1', messages: [] })
    await expect(listing).rejects.toThrow('Failed to list sessions')
  })
})
