import { describe, expect, it } from 'vitest'
import { frameStyle } from './frame-layout.ts'

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
})
