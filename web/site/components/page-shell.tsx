import type { ReactNode } from 'react'

export const siteName = 'Assistant Platform'

const mainLinks = [
  ['/get-started/', 'Get started'],
  ['/pricing/', 'Pricing'],
  ['/live-demo/', 'Live demo'],
  ['/docs/introduction', 'Docs'],
  ['/faq/', 'FAQ'],
] as const

const footerColumns = [
  [
    'Product',
    [
      ['/get-started/', 'Get started'],
      ['/pricing/', 'Pricing'],
      ['/live-demo/', 'Live demo'],
      ['/widget/', 'Chat widget'],
      ['/docs/introduction', 'Documentation'],
    ],
  ],
  [
    'Learn',
    [
      ['/fine-tuning-vs-rag/', 'Fine-tuning vs RAG'],
      ['/how-companies-are-using-ai-assistants/', 'How companies use assistants'],
      ['/lp/the-era-of-off-the-shelf-ai-is-over/', 'The era of off-the-shelf AI is over'],
      ['/docs/blog/', 'Blog'],
      ['/faq/', 'FAQ'],
    ],
  ],
  [
    'Company',
    [
      ['/about/', 'About'],
      ['/contact-us/', 'Contact us'],
      ['/support/', 'Support'],
    ],
  ],
  [
    'Legal',
    [
      ['/legal/terms-and-conditions/', 'Terms and conditions'],
      ['/legal/privacy-policy/', 'Privacy policy'],
      ['/legal/cancellation-and-refund-policy/', 'Cancellation and refund policy'],
      ['/legal/cookie-policy/', 'Cookie policy'],
    ],
  ],
] as const

function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <header className="site-header">
      <a className="site-header__brand" href="/">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.2-2.1c1.2.4 2.5.6 3.8.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"
          />
        </svg>
        {siteName}
      </a>
      {/* On a phone the links fold behind this button (site.ts opens them), so the header stays one line high. */}
      <button
        type="button"
        className="site-header__menu-button"
        aria-expanded="false"
        aria-controls="site-menu"
        data-site-menu-button
      >
        Menu
      </button>
      <div className="site-header__menu" id="site-menu">
        <nav aria-label="Main" className="site-header__links">
          {mainLinks.map(([href, label]) => (
            <a
              key={href}
              href={href}
              aria-current={pathname.startsWith(href.replace(/introduction$/, '')) ? 'page' : undefined}
            >
              {label}
            </a>
          ))}
        </nav>
        <div className="site-header__account">
          <a href="/login/">Log in</a>
          <a className="button button--primary" href="/sign-up/">
            Sign up
          </a>
        </div>
      </div>
    </header>
  )
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {footerColumns.map(([heading, links]) => (
          <nav key={heading} aria-label={heading}>
            <h2>{heading}</h2>
            <ul>
              {links.map(([href, label]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__note">
        {siteName}: build, train, evaluate and deploy AI assistants on your own product knowledge.
      </p>
    </footer>
  )
}

export interface DocumentProps {
  pathname: string
  title: string
  description: string
  children: ReactNode
  /** Docs pages: the sidebar of every docs page, with the current one marked. */
  sidebar?: ReactNode
}

/**
 * One pre-rendered HTML document: the page's own title and description, the shared stylesheet and the small
 * site script (consent, analytics after Accept, the guide assistant, forms), nothing of the console.
 */
export function SiteDocument({ pathname, title, description, children, sidebar }: DocumentProps) {
  const fullTitle = pathname === '/' ? `${siteName}: AI assistants trained on your product` : `${title} · ${siteName}`
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f1b3d" />
        <meta name="description" content={description} />
        <title>{fullTitle}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/site/site.css" />
        <script type="module" src="/site/site.js" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader pathname={pathname} />
        {sidebar ? (
          <div className="docs-layout">
            <nav className="docs-layout__sidebar" aria-label="Documentation">
              {sidebar}
            </nav>
            <main id="main" className="docs-layout__content">
              <article className="prose">{children}</article>
            </main>
          </div>
        ) : (
          <main id="main" className="site-main">
            {children}
          </main>
        )}
        <SiteFooter />
      </body>
    </html>
  )
}
