import { describe, expect, it } from 'vitest'
import { toWire, widgetChannel } from './messages.ts'
import { isOrigin, validateFrameMessage, validateHostMessage } from './validate-message.ts'

const widgetOrigin = 'https://app.example.com'
const hostOrigin = 'https://shop.example.org'
const frameWindow = { name: 'frame window' }
const parentWindow = { name: 'host window' }

const fromFrame = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) =>
  validateFrameMessage(
    { origin: overrides.origin ?? widgetOrigin, source: overrides.source ?? frameWindow, data },
    { origin: widgetOrigin, source: frameWindow },
  )

const fromHost = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) =>
  validateHostMessage(
    { origin: overrides.origin ?? hostOrigin, source: overrides.source ?? parentWindow, data },
    { origin: hostOrigin, source: parentWindow },
  )

describe('origin and source checks', () => {
  it('loader ignores frame messages from another origin', () => {
    expect(fromFrame(toWire({ type: 'closeWidget' }), { origin: 'https://evil.example.net' })).toMatchObject({
      outcome: 'ignored',
    })
  })

  it('loader ignores messages from another window of the right origin', () => {
    expect(fromFrame(toWire({ type: 'closeWidget' }), { source: { name: 'other frame' } })).toMatchObject({
      outcome: 'ignored',
    })
  })

  it('frame ignores host messages from another origin', () => {
    const message = toWire({ type: 'toggleColorScheme', colorScheme: 'dark' } as const)
    expect(fromHost(message, { origin: 'https://evil.example.net' })).toMatchObject({ outcome: 'ignored' })
    expect(fromHost(message, { origin: widgetOrigin })).toMatchObject({ outcome: 'ignored' })
  })

  it('frame ignores messages from a window other than its parent', () => {
    const message = toWire({ type: 'toggleColorScheme', colorScheme: 'dark' } as const)
    expect(fromHost(message, { source: frameWindow })).toMatchObject({ outcome: 'ignored' })
  })

  it('ignores traffic that is not on the widget channel', () => {
    expect(fromFrame({ type: 'closeWidget' })).toMatchObject({ outcome: 'ignored' })
    expect(fromFrame('closeWidget')).toMatchObject({ outcome: 'ignored' })
    expect(fromHost(null)).toMatchObject({ outcome: 'ignored' })
  })
})

describe('validateFrameMessage', () => {
  it('accepts the simple messages', () => {
    expect(fromFrame(toWire({ type: 'init' }))).toEqual({ outcome: 'accepted', message: { type: 'init' } })
    expect(fromFrame(toWire({ type: 'init', primaryColor: '#1f6feb' }))).toEqual({
      outcome: 'accepted',
      message: { type: 'init', primaryColor: '#1f6feb' },
    })
    expect(fromFrame(toWire({ type: 'closeWidget' }))).toEqual({
      outcome: 'accepted',
      message: { type: 'closeWidget' },
    })
  })

  it('requires toggleExpand to carry an expanded flag', () => {
    expect(fromFrame({ channel: widgetChannel, type: 'toggleExpand' })).toEqual({
      outcome: 'invalid',
      error: 'A toggleExpand event must carry an expanded flag.',
    })
    expect(fromFrame({ channel: widgetChannel, type: 'toggleExpand', expanded: 'yes' })).toMatchObject({
      outcome: 'invalid',
    })
    expect(fromFrame(toWire({ type: 'toggleExpand', expanded: true }))).toEqual({
      outcome: 'accepted',
      message: { type: 'toggleExpand', expanded: true },
    })
  })

  it('requires request ids and session ids on provider requests', () => {
    expect(fromFrame({ channel: widgetChannel, type: 'chatProviderListSessions' })).toMatchObject({
      outcome: 'invalid',
    })
    expect(
      fromFrame({ channel: widgetChannel, type: 'chatProviderListSessionMessages', requestId: 'r1' }),
    ).toMatchObject({ outcome: 'invalid', error: 'chatProviderListSessionMessages needs a sessionId' })
    expect(
      fromFrame(toWire({ type: 'chatProviderListSessionMessages', requestId: 'r1', sessionId: 's1' })),
    ).toMatchObject({ outcome: 'accepted' })
    expect(fromFrame(toWire({ type: 'chatProviderCreateSession', requestId: 'r2' }))).toMatchObject({
      outcome: 'accepted',
    })
  })

  it('normalizes a send request', () => {
    expect(
      fromFrame({ channel: widgetChannel, type: 'chatProviderSendMessage', requestId: 'r1', message: 'Hi' }),
    ).toEqual({
      outcome: 'accepted',
      message: { type: 'chatProviderSendMessage', requestId: 'r1', sessionId: null, message: 'Hi', isNew: false },
    })
    expect(
      fromFrame({ channel: widgetChannel, type: 'chatProviderSendMessage', requestId: 'r1', message: 5 }),
    ).toMatchObject({ outcome: 'invalid' })
  })

  it('accepts a thumb up, down or taken back on a stored message, and nothing else', () => {
    const thumb = { channel: widgetChannel, type: 'chatProviderSendFeedback', requestId: 'r1', sessionId: 's1' }
    expect(fromFrame({ ...thumb, messageId: 'm1', feedback: 'up' })).toEqual({
      outcome: 'accepted',
      message: { type: 'chatProviderSendFeedback', requestId: 'r1', sessionId: 's1', messageId: 'm1', feedback: 'up' },
    })
    expect(fromFrame({ ...thumb, messageId: 'm1' })).toMatchObject({ message: { feedback: null } })
    expect(fromFrame({ ...thumb, messageId: 'm1', feedback: 'meh' })).toEqual({
      outcome: 'invalid',
      error: 'feedback must be up, down or null',
    })
    expect(fromFrame({ ...thumb, feedback: 'up' })).toMatchObject({ outcome: 'invalid' })
  })

  it('requires an action name on action requests', () => {
    expect(fromFrame({ channel: widgetChannel, type: 'runAction', action: '' })).toMatchObject({ outcome: 'invalid' })
    expect(fromFrame(toWire({ type: 'runAction', action: 'openCart', args: { id: 1 } }))).toEqual({
      outcome: 'accepted',
      message: { type: 'runAction', action: 'openCart', args: { id: 1 } },
    })
    expect(fromFrame({ channel: widgetChannel, type: 'runHomeCardAction' })).toMatchObject({ outcome: 'invalid' })
  })

  it('rejects unknown types and host-bound types', () => {
    expect(fromFrame({ channel: widgetChannel, type: 'set_config' })).toMatchObject({ outcome: 'invalid' })
  })
})

describe('validateHostMessage', () => {
  it('requires the colour scheme to be light or dark', () => {
    expect(fromHost({ channel: widgetChannel, type: 'toggleColorScheme', colorScheme: 'sepia' })).toEqual({
      outcome: 'invalid',
      error: 'Colour scheme must be light or dark.',
    })
    expect(fromHost({ channel: widgetChannel, type: 'toggleColorScheme' })).toMatchObject({ outcome: 'invalid' })
    for (const colorScheme of ['light', 'dark'] as const) {
      expect(fromHost(toWire({ type: 'toggleColorScheme', colorScheme }))).toEqual({
        outcome: 'accepted',
        message: { type: 'toggleColorScheme', colorScheme },
      })
    }
  })

  it('requires a complete config on set_config', () => {
    const config = { title: 'Help', colorScheme: 'dark', expanded: false } as const
    expect(fromHost(toWire({ type: 'set_config', config }))).toEqual({
      outcome: 'accepted',
      message: { type: 'set_config', config },
    })
    expect(fromHost({ channel: widgetChannel, type: 'set_config', config: { title: 'Help' } })).toMatchObject({
      outcome: 'invalid',
    })
    expect(
      fromHost({ channel: widgetChannel, type: 'set_config', config: { ...config, colorScheme: 'blue' } }),
    ).toMatchObject({ outcome: 'invalid', error: 'Colour scheme must be light or dark.' })
  })

  it('accepts a partial config on override_config, still checking what is given', () => {
    expect(fromHost(toWire({ type: 'override_config', config: { expanded: true } }))).toEqual({
      outcome: 'accepted',
      message: { type: 'override_config', config: { expanded: true } },
    })
    expect(
      fromHost({ channel: widgetChannel, type: 'override_config', config: { colorScheme: 'neon' } }),
    ).toMatchObject({ outcome: 'invalid' })
    expect(fromHost({ channel: widgetChannel, type: 'override_config', config: 'dark' })).toMatchObject({
      outcome: 'invalid',
    })
  })

  it('keeps the partial flag of streamed progress', () => {
    const progress = { kind: 'delta', text: 'Hel' }
    expect(fromHost(toWire({ type: 'replies', requestId: 'r1', ok: true, partial: true, data: progress }))).toEqual({
      outcome: 'accepted',
      message: { type: 'replies', requestId: 'r1', ok: true, partial: true, data: progress },
    })
  })

  it('accepts replies with data or with an error', () => {
    expect(fromHost(toWire({ type: 'replies', requestId: 'r1', ok: true, data: [1] }))).toMatchObject({
      outcome: 'accepted',
    })
    expect(fromHost(toWire({ type: 'replies', requestId: 'r1', ok: false, error: 'Failed to send message' }))).toEqual({
      outcome: 'accepted',
      message: { type: 'replies', requestId: 'r1', ok: false, error: 'Failed to send message' },
    })
    expect(fromHost({ channel: widgetChannel, type: 'replies', requestId: 'r1', ok: false })).toMatchObject({
      outcome: 'invalid',
    })
    expect(fromHost({ channel: widgetChannel, type: 'replies', ok: true })).toMatchObject({ outcome: 'invalid' })
  })

  it('rejects frame-bound types', () => {
    expect(fromHost(toWire({ type: 'closeWidget' }))).toMatchObject({ outcome: 'invalid' })
  })
})

describe('isOrigin', () => {
  it('accepts bare http and https origins only', () => {
    expect(isOrigin('https://shop.example.org')).toBe(true)
    expect(isOrigin('http://127.0.0.1:3000')).toBe(true)
    expect(isOrigin('https://shop.example.org/')).toBe(false)
    expect(isOrigin('https://shop.example.org/path')).toBe(false)
    expect(isOrigin('null')).toBe(false)
    expect(isOrigin('javascript:alert(1)')).toBe(false)
    expect(isOrigin(undefined)).toBe(false)
  })
})
