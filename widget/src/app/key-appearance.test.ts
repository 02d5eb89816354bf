import { keyAppearanceElementId } from '@platform/shared/widget-appearance'
import { describe, expect, it } from 'vitest'
import type { FrameConfig } from '../protocol/messages.ts'
import { readKeyAppearance, withKeyAppearance } from './key-appearance.ts'

const fromEmbedCode: FrameConfig = {
  title: 'North Shop help',
  colorScheme: 'light',
  expanded: false,
  primaryColor: '#0f1b3d',
  welcomeMessage: {
    content: 'Hi from the embed code.',
    suggestedActions: [{ label: 'Pricing', action: 'openPricing' }],
  },
}

const pageWith = (json: string | null) => ({
  getElementById: (id: string) => (id === keyAppearanceElementId && json !== null ? { textContent: json } : null),
})

describe('the key’s appearance in the chat frame', () => {
  it('wins over the embed code where the key sets it, and keeps the embed code elsewhere', () => {
    const config = withKeyAppearance(fromEmbedCode, {
      welcomeMessage: 'Welcome to North Shop!',
      suggestedQuestions: ['Where is my parcel?', '  '],
      accentColor: '#b35400',
      colorScheme: 'dark',
    })
    expect(config).toEqual({
      ...fromEmbedCode,
      accentColor: '#b35400',
      colorScheme: 'dark',
      welcomeMessage: {
        content: 'Welcome to North Shop!',
        suggestedActions: [{ label: 'Pricing', action: 'openPricing' }],
        suggestedQuestions: ['Where is my parcel?'],
      },
    })
  })

  it('leaves the embed code’s config as it is when the key sets nothing', () => {
    expect(withKeyAppearance(fromEmbedCode, {})).toEqual(fromEmbedCode)
    expect(withKeyAppearance(fromEmbedCode, { title: '  ' }).title).toBe('North Shop help')
  })

  it('reads the page’s JSON block, and none (or a broken one) as no appearance', () => {
    expect(readKeyAppearance(pageWith('{"title":"Help"}'))).toEqual({ title: 'Help' })
    expect(readKeyAppearance(pageWith(null))).toEqual({})
    expect(readKeyAppearance(pageWith('{broken'))).toEqual({})
    expect(readKeyAppearance(pageWith('null'))).toEqual({})
  })
})
