import { describe, expect, it } from 'vitest'
import { showsAssistantButton } from './assistant-visibility.ts'

describe('showsAssistantButton', () => {
  it.each(['/', '/pricing/', '/widget/', '/login/'])('shows on %s', (pathname) => {
    expect(showsAssistantButton(pathname)).toBe(true)
  })

  it.each(['/widget/builder/', '/widget/builder'])('hides on %s', (pathname) => {
    expect(showsAssistantButton(pathname)).toBe(false)
  })
})
