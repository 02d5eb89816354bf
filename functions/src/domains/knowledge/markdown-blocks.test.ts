import { describe, expect, it } from 'vitest'
import { plainInline } from './markdown-blocks.ts'

describe('plainInline', () => {
  it('keeps the text of links and the address of autolinks', () => {
    expect(plainInline('The specification found at\n<https://semver.org/>.')).toBe(
      'The specification found at https://semver.org/.',
    )
    expect(plainInline('See [the guide](/guide) or write to <help@example.com>.')).toBe(
      'See the guide or write to help@example.com.',
    )
  })

  it('keeps code spans as written, angle brackets and stars included', () => {
    expect(plainInline('Returns `Promise<void>`; `a*b*c` is a glob.')).toBe('Returns Promise<void>; a*b*c is a glob.')
  })

  it('drops images, HTML tags and emphasis marks', () => {
    expect(plainInline('![logo](logo.png) <b>Fast</b> and **small**, _really_.')).toBe('Fast and small, really.')
  })

  it('reads numeric character references as their characters', () => {
    expect(plainInline('How it works&#x20;')).toBe('How it works')
    expect(plainInline('Don&#8217;t share it')).toBe('Don’t share it')
    expect(plainInline('Not a character: &#x110000;')).toBe('Not a character: &#x110000;')
  })
})
