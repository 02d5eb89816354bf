import { describe, expect, it } from 'vitest'
import { pagesOf, routeCatalogue, routerPath } from './route-catalogue.ts'

// Spec section 2, copied verbatim so a missing or misspelt route fails here.
const specPublic =
  '/ , /login/, /sign-up/, /verify-email/, /invite/, /forgot-password/, /reset-password/, /pricing/, /get-started/, /live-demo/, /faq/, /about/, /contact-us/, /legal/terms-and-conditions/, /legal/privacy-policy/, /legal/cancellation-and-refund-policy/, /legal/cookie-policy/, /fine-tuning-vs-rag/, /how-companies-are-using-ai-assistants/, /support/, /emails/unsubscribe/product-launch-updates/, /emails/unsubscribe/policy-updates/, /lp/the-era-of-off-the-shelf-ai-is-over/, /widget/, /widget/builder/'
const specDocs =
  '/docs/introduction, /docs/category/getting-started, /docs/category/api, /docs/category/sdks, /docs/content-guidelines, /docs/sdks/frontend/web-chat, /docs/getting-started/functions, /docs/blog/'
const specConsole =
  '/set-password/, /2fa/, /orgs/, /orgs/create/, /orgs/settings/, /orgs/settings/users/, /orgs/settings/users/invite/, /orgs/settings/users/pending-invitations/, /orgs/settings/billing/, /orgs/costs/, /dashboard/, /projects/, /projects/versions/, /projects/create/, /projects/view/, /projects/settings/, /projects/settings/access/, /account/settings/'
const specProject =
  '/projects/data-sources/, /projects/pre-processing/, /projects/training/, /projects/evaluation/, /projects/deployment/, /projects/functions/, /projects/prompts/'

/** Public pages beyond section 2: the unsubscribe page of the weekly "Improve" digest (issue 42). */
const beyondSpecPublic = ', /emails/unsubscribe/improvement-digests/'
const list = (text: string) => text.split(',').map((path) => path.trim())
const pathsOf = (area: Parameters<typeof pagesOf>[0]) => pagesOf(area).map((page) => page.path)

describe('routeCatalogue', () => {
  it('holds exactly the spec routes of each area', () => {
    expect(pathsOf('public').sort()).toEqual(list(specPublic + beyondSpecPublic).sort())
    expect(pathsOf('docs').sort()).toEqual(list(specDocs).sort())
    expect(pathsOf('console').sort()).toEqual(list(specConsole).sort())
    expect(pathsOf('project').sort()).toEqual(list(specProject).sort())
  })

  it('has no duplicate router paths', () => {
    const paths = routeCatalogue.map((page) => routerPath(page.path))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('offers the query views of the spec', () => {
    const views = (path: string) =>
      routeCatalogue.find((page) => page.path === path)?.views?.map((view) => `${view.parameter}=${view.value}`)
    expect(views('/orgs/settings/billing/')).toEqual(['bt=plans', 'bt=add-ons', 'bt=payments'])
    expect(views('/projects/data-sources/')).toEqual(['dc=info', 'dc=links', 'dc=files'])
    expect(views('/projects/pre-processing/')).toEqual(['dp=knowledge', 'dp=pages', 'dp=actions', 'dp=workflows'])
    expect(views('/projects/evaluation/')).toEqual(['pgw=tests', 'pg=playground', 'pg=testcases'])
    expect(views('/projects/deployment/')).toEqual(['dpm=messages', 'dpm=api-keys'])
    expect(views('/projects/prompts/')).toEqual(['cp=system'])
  })

  it('describes every page without promising dates', () => {
    for (const page of routeCatalogue) {
      expect(page.description.length, page.path).toBeGreaterThan(10)
      expect(page.description.toLowerCase(), page.path).not.toContain('coming soon')
    }
  })
})

describe('routerPath', () => {
  it('strips the slashes React Router does not want', () => {
    expect(routerPath('/')).toBe('')
    expect(routerPath('/orgs/settings/')).toBe('orgs/settings')
    expect(routerPath('/docs/introduction')).toBe('docs/introduction')
  })
})
