import { describe, expect, it, vi } from 'vitest'
import { defaultTitle, resolveInjectionConfig, runNamedAction } from './injection-config.ts'

describe('resolveInjectionConfig', () => {
  it('requires a config object', () => {
    expect(() => resolveInjectionConfig(undefined)).toThrow('needs the injection config')
    expect(() => resolveInjectionConfig('abc')).toThrow('needs the injection config')
  })

  it('fills defaults', () => {
    expect(resolveInjectionConfig({})).toEqual({
      embedId: null,
      title: defaultTitle,
      colorScheme: 'light',
      actionsMap: new Map(),
    })
  })

  it('logs a colour scheme that is neither light nor dark and falls back to light', () => {
    const logError = vi.fn()
    expect(resolveInjectionConfig({ colorScheme: 'sepia' }, logError).colorScheme).toBe('light')
    expect(logError).toHaveBeenCalledWith('Colour scheme must be light or dark, got sepia.')
    expect(resolveInjectionConfig({ colorScheme: 'dark' }, logError).colorScheme).toBe('dark')
  })

  it('keeps only function or string entries of the actions map', () => {
    const openCart = () => undefined
    const { actionsMap } = resolveInjectionConfig({
      actionsMap: { openCart, pricing: '/pricing', broken: 42, alsoBroken: { run: openCart } },
    })
    expect([...actionsMap.keys()]).toEqual(['openCart', 'pricing'])
  })

  it('ignores a blank embed id and title', () => {
    expect(resolveInjectionConfig({ embedId: '  ', title: '' })).toMatchObject({ embedId: null, title: defaultTitle })
    expect(resolveInjectionConfig({ embedId: 'embed-1', title: 'Help' })).toMatchObject({
      embedId: 'embed-1',
      title: 'Help',
    })
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
