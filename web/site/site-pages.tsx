import type { ReactNode } from 'react'
import { type CataloguedPage, pagesOf } from '../src/app/route-catalogue.ts'
import type { PrerenderedPath } from '../src/app/site-paths.ts'
import * as docs from './docs/docs-pages.tsx'
import * as articles from './pages/article-pages.tsx'
import * as legal from './pages/legal-pages.tsx'
import * as marketing from './pages/marketing-pages.tsx'
import { UnsubscribePage } from './pages/unsubscribe-page.tsx'

/**
 * The public and docs screens served as pre-rendered HTML, by their spec path. Their titles and descriptions
 * come from the route catalogue; the screens left out (sign-in forms, the widget builder) are console pages.
 */
const bodies: Record<PrerenderedPath, () => ReactNode> = {
  '/': marketing.HomePage,
  '/pricing/': marketing.PricingPage,
  '/get-started/': marketing.GetStartedPage,
  '/live-demo/': marketing.LiveDemoPage,
  '/faq/': marketing.FaqPage,
  '/about/': marketing.AboutPage,
  '/contact-us/': marketing.ContactPage,
  '/support/': marketing.SupportPage,
  '/legal/terms-and-conditions/': legal.TermsPage,
  '/legal/privacy-policy/': legal.PrivacyPage,
  '/legal/cancellation-and-refund-policy/': legal.CancellationPage,
  '/legal/cookie-policy/': legal.CookiePolicyPage,
  '/fine-tuning-vs-rag/': articles.FineTuningVersusRagPage,
  '/how-companies-are-using-ai-assistants/': articles.HowCompaniesUseAssistantsPage,
  '/lp/the-era-of-off-the-shelf-ai-is-over/': articles.OffTheShelfLandingPage,
  '/emails/unsubscribe/product-launch-updates/': () => <UnsubscribePage topic="product-launch-updates" />,
  '/emails/unsubscribe/policy-updates/': () => <UnsubscribePage topic="policy-updates" />,
  '/emails/unsubscribe/improvement-digests/': () => <UnsubscribePage topic="improvement-digests" />,
  '/docs/introduction': docs.IntroductionPage,
  '/docs/category/getting-started': docs.GettingStartedPage,
  '/docs/getting-started/functions': docs.FunctionsPage,
  '/docs/content-guidelines': docs.ContentGuidelinesPage,
  '/docs/category/api': docs.ApiPage,
  '/docs/category/sdks': docs.SdksPage,
  '/docs/sdks/frontend/web-chat': docs.WebChatPage,
  '/docs/blog/': docs.BlogPage,
}

export interface SitePage extends CataloguedPage {
  render: () => ReactNode
}

export const sitePages: SitePage[] = [...pagesOf('public'), ...pagesOf('docs')].flatMap((page) => {
  const render = (bodies as Record<string, (() => ReactNode) | undefined>)[page.path]
  return render ? [{ ...page, render }] : []
})
