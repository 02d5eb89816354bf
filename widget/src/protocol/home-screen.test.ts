import { describe, expect, it } from 'vitest'
import { readHomeScreen } from './home-screen.ts'

describe('readHomeScreen', () => {
  it('keeps cards of type button, image or link with a title, and non-blank avatars', () => {
    const home = readHomeScreen({
      logo: 'https://shop.example.org/logo.svg',
      avatars: ['https://shop.example.org/a.png', ''],
      additionalCards: [
        { type: 'button', title: 'Track an order', buttonText: 'Track', action: 'trackOrder' },
        { type: 'link', title: 'Docs', url: 'https://shop.example.org/docs' },
        { type: 'video', title: 'Nope' },
        { type: 'image', title: '' },
      ],
    })
    expect(home?.logo).toBe('https://shop.example.org/logo.svg')
    expect(home?.avatars).toEqual(['https://shop.example.org/a.png'])
    expect(home?.cards).toEqual([
      expect.objectContaining({ type: 'button', title: 'Track an order', buttonText: 'Track', action: 'trackOrder' }),
      expect.objectContaining({ type: 'link', title: 'Docs', url: 'https://shop.example.org/docs' }),
    ])
  })

  it('is absent when no home screen is configured', () => {
    expect(readHomeScreen(undefined)).toBeUndefined()
  })
})
