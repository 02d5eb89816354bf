import { describe, expect, it } from 'vitest'
import { frameStyle, launcherStyle } from './frame-layout.ts'

describe('frameStyle', () => {
  it('is 400x704 px, shrinking on small viewports', () => {
    expect(frameStyle(false)).toMatchObject({
      width: 'min(400px, calc(100vw - 40px))',
      height: 'min(704px, calc(100vh - 108px))',
    })
  })

  it('is 688 px wide and the viewport height minus 48 px when expanded', () => {
    expect(frameStyle(true)).toMatchObject({
      width: 'min(688px, calc(100vw - 40px))',
      height: 'calc(100vh - 48px)',
      bottom: '24px',
    })
  })

  it('covers the whole screen of a narrow phone, expanded or not', () => {
    for (const expanded of [false, true]) {
      expect(frameStyle(expanded, true)).toMatchObject({ top: '0', left: '0', width: '100%', height: '100%' })
    }
  })
})

describe('launcherStyle', () => {
  it('takes the configured button colours', () => {
    expect(launcherStyle({ backgroundColor: '#123456', color: '#fff' })).toMatchObject({
      background: '#123456',
      color: '#fff',
    })
  })
})
