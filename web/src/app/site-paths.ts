/**
 * The public and docs screens served as pre-rendered HTML (`web/site/`) rather than by the console's app: they
 * load in a few kilobytes. The gateway, CloudFront and the console's router all read this list.
 */
export const prerenderedPaths = [
  '/',
  '/pricing/',
  '/get-started/',
  '/live-demo/',
  '/faq/',
  '/about/',
  '/contact-us/',
  '/support/',
  '/legal/terms-and-conditions/',
  '/legal/privacy-policy/',
  '/legal/cancellation-and-refund-policy/',
  '/legal/cookie-policy/',
  '/fine-tuning-vs-rag/',
  '/how-companies-are-using-ai-assistants/',
  '/lp/the-era-of-off-the-shelf-ai-is-over/',
  '/emails/unsubscribe/product-launch-updates/',
  '/emails/unsubscribe/policy-updates/',
  '/emails/unsubscribe/improvement-digests/',
  '/docs/introduction',
  '/docs/category/getting-started',
  '/docs/getting-started/functions',
  '/docs/content-guidelines',
  '/docs/category/api',
  '/docs/category/sdks',
  '/docs/sdks/frontend/web-chat',
  '/docs/blog/',
] as const

export type PrerenderedPath = (typeof prerenderedPaths)[number]

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
const byPage = new Map<string, PrerenderedPath>(prerenderedPaths.map((path) => [withoutTrailingSlash(path), path]))

/**
 * The file holding a pre-rendered page, relative to the build folder, or null when the console's app answers.
 *
 * @example prerenderedFileOf('/pricing') // 'pricing/index.html'
 * @example prerenderedFileOf('/projects/') // null
 */
export function prerenderedFileOf(pathname: string): string | null {
  const path = byPage.get(withoutTrailingSlash(pathname))
  if (!path) return null
  return path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`
}

/** The console's single-page shell, moved aside so `/` can be the pre-rendered home page. */
export const appShellFile = 'app.html'
