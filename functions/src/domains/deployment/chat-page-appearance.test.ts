import { widgetAppearanceSchema } from '@platform/shared/contracts/deployment'
import { describe, expect, it } from 'vitest'
import { withKeyAppearance } from './chat-page-appearance.ts'
import { storedAppearanceOf } from './set-api-key-appearance.ts'

const page = '<!doctype html><html><head><title>Assistant</title></head><body><div id="app"></div></body></html>'

describe('the key’s appearance on its chat page', () => {
  it('is a JSON block before </head> that the frame can parse back', () => {
    const html = withKeyAppearance(page, { welcomeMessage: 'Hi!', suggestedQuestions: ['Where is my parcel?'] })
    const block = /<script type="application\/json" id="assistant-key-appearance">(.*?)<\/script><\/head>/.exec(html)
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ welcomeMessage: 'Hi!', suggestedQuestions: ['Where is my parcel?'] })
  })

  it('cannot be closed early by what the owner typed', () => {
    const html = withKeyAppearance(page, { title: '</script><script>alert(1)</script>' })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<script>alert')
  })
})

describe('the appearance a key stores', () => {
  it('leaves out blank texts and an empty question list, so the embed code decides them', () => {
    expect(
      storedAppearanceOf({ title: '', welcomeMessage: 'Hi!', suggestedQuestions: [], subtitle: undefined }),
    ).toEqual({
      welcomeMessage: 'Hi!',
    })
  })
})

describe('widgetAppearanceSchema', () => {
  it('accepts hex colours, trims texts and refuses what the widget cannot show', () => {
    expect(widgetAppearanceSchema.parse({ title: '  Help  ', primaryColor: '#0F1B3D', accentColor: '#fff' })).toEqual({
      title: 'Help',
      primaryColor: '#0F1B3D',
      accentColor: '#fff',
    })
    expect(widgetAppearanceSchema.safeParse({ primaryColor: 'red; background: url(x)' }).success).toBe(false)
    expect(widgetAppearanceSchema.safeParse({ colorScheme: 'blue' }).success).toBe(false)
    expect(widgetAppearanceSchema.safeParse({ suggestedQuestions: Array(7).fill('Why?') }).success).toBe(false)
    expect(widgetAppearanceSchema.safeParse({ welcomeMessage: 'x'.repeat(2_001) }).success).toBe(false)
  })
})
