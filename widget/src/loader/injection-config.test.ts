import { describe, expect, it, vi } from 'vitest'
import { defaultTitle, defaultWelcome, resolveInjectionConfig, runNamedAction } from './injection-config.ts'

const embed = { embedId: 'emb_1' }
const proxy = {
  listSessions: { url: '/chat/{userId}/sessions' },
  listSessionMessages: { url: '/chat/{userId}/sessions/{sessionId}' },
  sendMessage: { url: '/chat/{userId}', method: 'post', headers: { 'x-shop': 'one' } },
}

describe('resolveInjectionConfig', () => {
  it('requires a config object', () => {
    expect(() => resolveInjectionConfig(undefined)).toThrow('The injection config is required.')
    expect(() => resolveInjectionConfig('abc')).toThrow('The injection config is required.')
  })

  it('needs an embed id or a proxy config', () => {
    expect(() => resolveInjectionConfig({})).toThrow('Please provide an embedId or proxy API config')
    expect(() => resolveInjectionConfig({ chatProvider: { embedId: '  ' } })).toThrow(
      'Please provide an embedId or proxy API config',
    )
    expect(resolveInjectionConfig({ chatProvider: { embedId: 'emb_2' } }).provider).toEqual({
      kind: 'embed',
      embedId: 'emb_2',
      apiUrl: null,
      userHash: null,
      stream: true,
    })
  })

  it('fills defaults', () => {
    const resolved = resolveInjectionConfig(embed)
    expect(resolved.frame).toMatchObject({ title: defaultTitle, colorScheme: 'light', expanded: false, debug: false })
    // An empty panel reads as broken: without a welcome message of its own the chat greets with the default one.
    expect(resolved.frame.welcomeMessage).toEqual({ content: defaultWelcome, suggestedActions: [] })
    expect(resolved.frame.homeScreen).toBeUndefined()
    expect(resolved.button).toEqual({ label: 'Open Assistant', backgroundColor: '#0f1b3d', color: '#ffffff' })
    expect(resolved.userId).toBeNull()
  })

  it('logs a colour scheme that is neither light nor dark and falls back to light', () => {
    const logError = vi.fn()
    expect(resolveInjectionConfig({ ...embed, chatWindow: { colorScheme: 'sepia' } }, logError).frame.colorScheme).toBe(
      'light',
    )
    expect(logError).toHaveBeenCalledWith('Colour scheme must be light or dark.')
    expect(resolveInjectionConfig({ ...embed, chatWindow: { colorScheme: 'dark' } }, logError).frame.colorScheme).toBe(
      'dark',
    )
  })

  it('keeps only function or string entries of the actions map and only functions of the functions map', () => {
    const openCart = () => undefined
    const { actionsMap, functionsMap } = resolveInjectionConfig({
      ...embed,
      actionsMap: { openCart, pricing: '/pricing', broken: 42, alsoBroken: { run: openCart }, disabled: false },
      functionsMap: { cartTotal: () => 3, notAFunction: 'x' },
    })
    expect([...actionsMap.keys()]).toEqual(['openCart', 'pricing'])
    expect([...functionsMap.keys()]).toEqual(['cartTotal'])
  })

  it('drops welcome-message suggested actions that are not in the actions map', () => {
    const { frame } = resolveInjectionConfig({
      ...embed,
      actionsMap: { pricing: '/pricing', broken: 1 },
      chatWindow: {
        welcomeMessage: {
          content: 'Hello!',
          suggestedActions: [
            { label: 'See pricing', action: 'pricing' },
            { label: 'Broken', action: 'broken' },
            { label: 'Unknown', action: 'unknown' },
          ],
        },
      },
    })
    expect(frame.welcomeMessage).toEqual({
      content: 'Hello!',
      suggestedActions: [{ label: 'See pricing', action: 'pricing', args: undefined }],
    })
  })

  it('ignores a blank user id and title', () => {
    expect(
      resolveInjectionConfig({ chatProvider: { embedId: 'e', userId: '  ' }, chatWindow: { title: '' } }),
    ).toMatchObject({
      userId: null,
      frame: { title: defaultTitle },
    })
    expect(resolveInjectionConfig({ chatProvider: { embedId: 'e', userId: 'u-7' } }).userId).toBe('u-7')
  })

  it('needs all three proxy endpoints', () => {
    const message = 'The proxy provider needs listSessions, listSessionMessages and sendMessage endpoints configured.'
    expect(() => resolveInjectionConfig({ chatProvider: { proxy: {} } })).toThrow(message)
    expect(() => resolveInjectionConfig({ chatProvider: { proxy: { ...proxy, sendMessage: { url: ' ' } } } })).toThrow(
      message,
    )
    expect(resolveInjectionConfig({ chatProvider: { proxy } }).provider).toEqual({
      kind: 'proxy',
      stream: true,
      sharedSecret: null,
      proxy: {
        listSessions: { url: '/chat/{userId}/sessions', method: undefined, headers: {} },
        listSessionMessages: { url: '/chat/{userId}/sessions/{sessionId}', method: undefined, headers: {} },
        sendMessage: { url: '/chat/{userId}', method: 'POST', headers: { 'x-shop': 'one' } },
      },
    })
  })

  it('places a signature only in the query or a header', () => {
    const withSecret = (placement: string) =>
      resolveInjectionConfig({ chatProvider: { proxy }, sharedSecret: { secret: 's', keyName: 'sig', placement } })
    expect(() => withSecret('body')).toThrow('Signature placement must be query or header.')
    expect(withSecret('header').provider).toMatchObject({
      sharedSecret: { secret: 's', keyName: 'sig', placement: 'header', sign: 'userId' },
    })
    expect(withSecret('query').provider).toMatchObject({ sharedSecret: { placement: 'query' } })
  })

  it('passes the home screen on as plain data for the frame to read', () => {
    const { frame } = resolveInjectionConfig({
      ...embed,
      homeScreenConfig: {
        logo: 'https://shop.example.org/logo.svg',
        additionalCards: [{ type: 'link', onClick() {} }],
      },
    })
    expect(frame.homeScreen).toEqual({ logo: 'https://shop.example.org/logo.svg', additionalCards: [{ type: 'link' }] })
  })
})

describe('runNamedAction', () => {
  it('calls a function entry with the arguments', () => {
    const handler = vi.fn()
    expect(runNamedAction(new Map([['openCart', handler]]), 'openCart', { id: 3 }, vi.fn())).toBe(true)
    expect(handler).toHaveBeenCalledWith({ id: 3 })
  })

  it('navigates for a string entry', () => {
    const navigate = vi.fn()
    expect(runNamedAction(new Map([['pricing', '/pricing']]), 'pricing', undefined, navigate)).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/pricing')
  })

  it('reports an unknown or failing action', () => {
    expect(runNamedAction(new Map(), 'missing', undefined, vi.fn())).toBe(false)
    const failing = () => {
      throw new Error('boom')
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(runNamedAction(new Map([['failing', failing]]), 'failing', undefined, vi.fn())).toBe(false)
  })
})
