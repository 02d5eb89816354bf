import { describe, expect, it } from 'vitest'
import { brandColours } from '../src/app/theme.ts'
import { renderConsoleThemeStylesheet } from './console-theme-stylesheet.ts'

describe('the console theme rendered at build time', () => {
  it('sets the brand colours for light mode, dark mode and the top navigation', async () => {
    const stylesheet = await renderConsoleThemeStylesheet()
    const rule = (selector: string) =>
      stylesheet.slice(stylesheet.indexOf(selector), stylesheet.indexOf('}', stylesheet.indexOf(selector)))
    expect(rule('body:not(')).toMatch(
      new RegExp(`--color-background-button-primary-default-[a-z0-9]+:${brandColours.navy};`),
    )
    expect(rule('.awsui-dark-mode')).toMatch(
      new RegExp(`--color-background-button-primary-default-[a-z0-9]+:${brandColours.orange};`),
    )
    expect(rule('.awsui-context-top-navigation')).toMatch(
      new RegExp(`--color-background-container-content-[a-z0-9]+:${brandColours.navy};`),
    )
  })
})
