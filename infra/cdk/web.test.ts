import { describe, expect, it } from 'vitest'
import { singlePageAppRewrite } from './web.ts'

type Rewrite = (event: { request: { uri: string } }) => { uri: string }
const rewrite = new Function(`${singlePageAppRewrite}; return handler`)() as Rewrite

describe('the edge rewrite', () => {
  it('answers console routes, the widget pages included, with the console', () => {
    for (const uri of ['/', '/projects/', '/widget/', '/widget/builder/', '/widget']) {
      expect(rewrite({ request: { uri } }).uri, uri).toBe('/index.html')
    }
  })

  it('leaves files alone, the widget files included', () => {
    for (const uri of ['/widget/widget.js', '/widget/frame.html', '/widget/assets/core-1.js', '/assets/index.css']) {
      expect(rewrite({ request: { uri } }).uri).toBe(uri)
    }
  })
})
