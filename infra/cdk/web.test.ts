import { describe, expect, it } from 'vitest'
import { singlePageAppRewrite } from './web.ts'

interface EdgeAnswer {
  uri?: string
  statusCode?: number
}

// The CloudFront function's own source, run as CloudFront runs it: a `handler(event)` in plain JavaScript.
const handler = new Function(`${singlePageAppRewrite}; return handler`)() as (event: {
  request: { uri: string }
}) => EdgeAnswer

const answer = (uri: string) => handler({ request: { uri } })

describe('singlePageAppRewrite', () => {
  it('serves the console for its routes, new ones and the widget pages included', () => {
    for (const uri of ['/login/', '/projects/', '/projects/training', '/projects/deployment/', '/widget/builder/']) {
      expect(answer(uri).uri, uri).toBe('/app.html')
    }
  })

  it('serves the pre-rendered public and docs pages as their own documents', () => {
    expect(answer('/').uri).toBe('/index.html')
    expect(answer('/pricing/').uri).toBe('/pricing/index.html')
    expect(answer('/pricing').uri).toBe('/pricing/index.html')
    expect(answer('/docs/introduction').uri).toBe('/docs/introduction/index.html')
  })

  it('passes files through untouched, the widget loader among them', () => {
    expect(answer('/assets/index-abc123.js').uri).toBe('/assets/index-abc123.js')
    expect(answer('/widget/widget.js').uri).toBe('/widget/widget.js')
  })

  it('answers 404 for a path that is not a page', () => {
    expect(answer('/no-such-page/').statusCode).toBe(404)
    expect(answer('/projects/unknown/').statusCode).toBe(404)
  })
})
