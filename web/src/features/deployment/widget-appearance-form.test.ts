import { defaultWelcomeMessage } from '@platform/shared/widget-appearance'
import { describe, expect, it } from 'vitest'
import { appearanceOf, formValuesOf } from './widget-appearance-form.ts'

describe('the widget appearance form', () => {
  it('starts a key without an appearance from the default welcome, every other field left to the embed code', () => {
    const values = formValuesOf({})
    expect(values.welcomeMessage).toBe(defaultWelcomeMessage)
    expect(values.colorScheme).toBe('embed')
    expect(appearanceOf({ ...values, welcomeMessage: '' })).toEqual({
      title: undefined,
      subtitle: undefined,
      welcomeMessage: undefined,
      suggestedQuestions: undefined,
      colorScheme: undefined,
      primaryColor: undefined,
      accentColor: undefined,
    })
  })

  it('sends one question per line and the fields filled in, and reads a saved appearance back', () => {
    const saved = {
      title: 'Help',
      welcomeMessage: 'Hi!',
      suggestedQuestions: ['Where is my parcel?', 'Can I return shoes?'],
      colorScheme: 'dark' as const,
      primaryColor: '#1f6feb',
    }
    const values = formValuesOf(saved)
    expect(values.suggestedQuestions).toBe('Where is my parcel?\nCan I return shoes?')
    expect(appearanceOf({ ...values, suggestedQuestions: `${values.suggestedQuestions}\n\n  ` })).toMatchObject(saved)
  })
})
