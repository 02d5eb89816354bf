import type { ReactNode } from 'react'

function Hero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="hero">
      <h1>{title}</h1>
      <p className="hero__lead">{lead}</p>
      {children && <div className="actions">{children}</div>}
    </section>
  )
}

const pipeline = [
  [
    'Add your knowledge',
    'App information, web pages (one link or a whole site crawled), PDF, Word and text files, FAQs and hand-written question and answer pairs.',
  ],
  [
    'Prepare it',
    'The platform turns sources into knowledge pairs you review, and lets you describe pages, actions and workflows the assistant can point users to.',
  ],
  [
    'Train a model',
    'Fine-tune a model on a version of your project, with retrieval (RAG) over the same knowledge switched on or off per API key.',
  ],
  [
    'Test it',
    'Chat with each model in the playground, save good answers as test cases and run whole test sets with scores per case.',
  ],
  [
    'Deploy it',
    'API keys with allowed domains, an OpenAI-compatible endpoint, and a chat widget you add to any site with one script tag.',
  ],
] as const

export function HomePage() {
  return (
    <>
      <Hero
        title="Assistants trained on your own product"
        lead="Build, train, evaluate and deploy an AI chat assistant that answers from your documentation and guides users through your app, then put it on your site with one script tag."
      >
        <a className="button button--primary" href="/sign-up/">
          Start free
        </a>
        <a className="button" href="/live-demo/">
          Try the live demo
        </a>
      </Hero>
      <section aria-labelledby="pipeline-title">
        <h2 id="pipeline-title">From your content to a deployed assistant</h2>
        <ol className="card-grid card-grid--numbered">
          {pipeline.map(([title, text]) => (
            <li key={title} className="card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="why-title" className="split">
        <div>
          <h2 id="why-title">Why not a general chatbot?</h2>
          <p>
            A general model knows the internet, not your product. It guesses plan names, invents settings and cannot
            take a user to the right screen. An assistant trained here answers from your knowledge, refuses what it does
            not know, and suggests navigation actions your page runs, such as opening the billing screen.
          </p>
          <p>
            <a href="/fine-tuning-vs-rag/">Fine-tuning or RAG? Read how the platform combines both.</a>
          </p>
        </div>
        <div>
          <h2>Measured before it ships</h2>
          <p>
            Every model is tested against your own test cases before you give it an API key. Runs keep their scores, so
            you see whether a new version is better than the one in production.
          </p>
          <p>
            <a href="/docs/category/getting-started">Read the getting-started guide</a>
          </p>
        </div>
      </section>
    </>
  )
}

export function GetStartedPage() {
  const steps = [
    [
      'Create your account',
      'Sign up with your email address or Google. Email sign-ups confirm a 6-digit code.',
      '/sign-up/',
      'Sign up',
    ],
    [
      'Create an organization',
      'Your team, its plan and its users. Invite colleagues as admin, editor or viewer.',
      '/orgs/create/',
      'Create an organization',
    ],
    [
      'Create a project',
      'One assistant per project. Each project has versions; the latest is chosen by default.',
      '/projects/create/',
      'Create a project',
    ],
    [
      'Add data sources',
      'App info, links (single pages or a whole site), files, FAQs and knowledge pairs.',
      '/projects/data-sources/?dc=info',
      'Open data sources',
    ],
    [
      'Review knowledge',
      'Check the question and answer pairs generated from your sources; edit, add or import CSV.',
      '/projects/pre-processing/?dp=knowledge',
      'Open knowledge',
    ],
    ['Train', 'See the cost estimate, start training and follow its progress.', '/projects/training/', 'Open training'],
    [
      'Evaluate',
      'Chat in the playground, add test cases and run them against each model.',
      '/projects/evaluation/?pg=playground',
      'Open the playground',
    ],
    [
      'Deploy',
      'Create an API key, allow your domains, and paste the widget snippet into your site.',
      '/projects/deployment/?dpm=api-keys',
      'Create an API key',
    ],
  ] as const
  return (
    <>
      <Hero
        title="Get started"
        lead="Eight steps from sign-up to an assistant on your site. Most teams do the first run in an afternoon."
      />
      <ol className="steps">
        {steps.map(([title, text, href, action]) => (
          <li key={title} className="card">
            <h2>{title}</h2>
            <p>{text}</p>
            <a href={href}>{action}</a>
          </li>
        ))}
      </ol>
      <p>
        Prefer reading first? The <a href="/docs/category/getting-started">getting-started docs</a> walk through the
        same steps with the API calls behind them.
      </p>
    </>
  )
}

export function LiveDemoPage() {
  return (
    <>
      <Hero
        title="Live demo"
        lead="Chat with an assistant built on this platform. It was trained on our own documentation, the same way you would train one on yours."
      >
        <button type="button" className="button button--primary" data-open-guide>
          Chat with the demo assistant
        </button>
      </Hero>
      <p className="guide-status" data-guide-status role="status" />
      <section className="card-grid">
        <div className="card">
          <h2>Ask it anything about the platform</h2>
          <ul>
            <li>How do I train a model on my help centre?</li>
            <li>What is the difference between fine-tuning and RAG?</li>
            <li>How do I add the chat widget to my site?</li>
          </ul>
        </div>
        <div className="card">
          <h2>Follow its suggestions</h2>
          <p>
            Beside its answers it offers navigation actions, such as <strong>Open training</strong> or{' '}
            <strong>Create an API key</strong>. Your own assistant can do the same with the actions map of the widget.
          </p>
          <a href="/docs/sdks/frontend/web-chat">How actions work</a>
        </div>
      </section>
    </>
  )
}

const faqs: ReadonlyArray<readonly [string, ReactNode]> = [
  [
    'What can I train an assistant on?',
    'App information, web pages (a single link or a site crawled from a start page), PDF, Word, text and CSV files, FAQs, and question and answer pairs you write or import from CSV.',
  ],
  [
    'Do I need my own OpenAI account?',
    'No. Training and chat run on the platform’s model provider and are billed from your organization’s credits. Operators of their own deployment can point it at any OpenAI-compatible provider.',
  ],
  [
    'What is the difference between fine-tuning and RAG?',
    <>
      Fine-tuning teaches the model your tone and answers; retrieval (RAG) looks up the passages behind each answer at
      question time. You can switch RAG on or off per API key. <a href="/fine-tuning-vs-rag/">Read the comparison</a>.
    </>,
  ],
  [
    'How do I put the assistant on my website?',
    <>
      Create an API key on the deployment page, allow your domain, and paste the widget script tag. See the{' '}
      <a href="/docs/sdks/frontend/web-chat">web chat SDK</a>.
    </>,
  ],
  [
    'Can the assistant know who my user is?',
    <>
      Yes. Pass your user id to the widget and, for keys with identity verification on, an HMAC of it computed by your
      server. See <a href="/docs/category/api">identity verification</a>.
    </>,
  ],
  [
    'How are plans billed?',
    'Monthly or annually; prices include taxes and gateway charges. Subscribing adds free credits to your balance. Chat messages come in packs valid for 30 days.',
  ],
  [
    'Can I cancel at any time?',
    <>
      Yes. Cancelling gives no refund; API services continue until the end of the billing cycle. Changing plan cancels
      the existing subscription without refund and resets limits. See the{' '}
      <a href="/legal/cancellation-and-refund-policy/">cancellation and refund policy</a>.
    </>,
  ],
  [
    'Who can change what in my organization?',
    'Organization admins manage users, billing and settings; editors build and train; viewers read. Project access can be narrowed per user.',
  ],
]

export function FaqPage() {
  return (
    <>
      <Hero title="Frequently asked questions" lead="Plans, training, data sources, deployment and the chat widget." />
      <div className="faq">
        {faqs.map(([question, answer]) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
      <p>
        Not answered here? Ask the assistant in the corner, read the <a href="/docs/introduction">docs</a> or{' '}
        <a href="/contact-us/">contact us</a>.
      </p>
    </>
  )
}

export function AboutPage() {
  return (
    <>
      <Hero
        title="About"
        lead="We build the platform we wanted when our own product’s users kept asking the same questions."
      />
      <div className="prose">
        <p>
          Support teams answer the same questions every day, and the answers already exist: in the help centre, the
          product’s screens, the release notes. General chatbots cannot use that knowledge reliably. They guess.
        </p>
        <p>
          Assistant Platform turns a company’s own content into an assistant that answers from it, is tested against
          that company’s own test cases before it ships, and guides users to the right screen instead of describing it.
          Every step is visible: what the model was trained on, what it cost, how it scored.
        </p>
        <h2>How we work</h2>
        <ul>
          <li>Your data stays yours: it trains your models only, and you can export or delete it.</li>
          <li>Numbers over adjectives: every model has test results before it gets an API key.</li>
          <li>Open interfaces: an OpenAI-compatible endpoint and a documented embed API.</li>
        </ul>
        <p>
          Questions, partnerships or press: <a href="/contact-us/">contact us</a>.
        </p>
      </div>
    </>
  )
}

export function ContactPage() {
  return (
    <>
      <Hero
        title="Contact us"
        lead="Sales, partnerships or a question about your account: write to us and we answer within one business day."
      />
      <form className="form card" data-contact-form noValidate>
        <label>
          Name
          <input name="name" autoComplete="name" required maxLength={100} />
        </label>
        <label>
          Email address
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <label>
          Topic
          <select name="topic" defaultValue="sales">
            <option value="sales">Sales</option>
            <option value="support">Support</option>
            <option value="partnerships">Partnerships</option>
            <option value="other">Something else</option>
          </select>
        </label>
        <label>
          Message
          <textarea name="message" rows={6} required minLength={10} maxLength={5000} />
        </label>
        <p className="form__status" role="status" data-form-status />
        <button type="submit" className="button button--primary">
          Send message
        </button>
        <p className="form__note">
          We use your address only to answer you. See the <a href="/legal/privacy-policy/">privacy policy</a>.
        </p>
      </form>
    </>
  )
}

export function SupportPage() {
  return (
    <>
      <Hero title="Support" lead="Help for building, training and deploying your assistant." />
      <div className="card-grid">
        <div className="card">
          <h2>Ask the assistant</h2>
          <p>The button in the corner opens our guide, trained on these docs. It can take you to the right screen.</p>
          <button type="button" className="button" data-open-guide>
            Open the assistant
          </button>
        </div>
        <div className="card">
          <h2>Read the docs</h2>
          <p>Step-by-step guides, the embed API reference and the widget SDK.</p>
          <a href="/docs/introduction">Documentation</a>
        </div>
        <div className="card">
          <h2>Write to us</h2>
          <p>Account, billing or a problem you cannot solve: we answer within one business day.</p>
          <a href="/contact-us/">Contact support</a>
        </div>
      </div>
      <h2>Before you write</h2>
      <ul>
        <li>
          Training stuck or failed? The training page shows each run’s progress and the reason it failed; your credits
          are only debited for work done.
        </li>
        <li>
          The widget does not appear? Check that your site’s domain is in the API key’s allowed domains and that the
          script loads from the platform’s origin.
        </li>
        <li>
          “You have reached the limit for …”: your plan’s limit is reached. See <a href="/pricing/">pricing</a>.
        </li>
      </ul>
    </>
  )
}

export function PricingPage() {
  return (
    <>
      <Hero
        title="Pricing"
        lead="Start free, upgrade when your assistant goes to production. Prices include taxes and gateway charges."
      />
      <div className="pricing">
        <fieldset className="billing-toggle">
          <legend>Billing period</legend>
          <label>
            <input type="radio" name="billing" id="billing-monthly" value="monthly" defaultChecked /> Monthly
          </label>
          <label>
            <input type="radio" name="billing" id="billing-annual" value="annual" /> Annually (two months free)
          </label>
        </fieldset>
        {/* Filled by the site script from GET /api/site/plans: the billing catalogue, whatever the operator set. */}
        <div data-pricing aria-live="polite">
          <p className="muted">Loading plans…</p>
        </div>
      </div>
      <section className="card-grid">
        <div className="card">
          <h2>Add-ons</h2>
          <p>
            Need more before your plan renews? Buy add-ons from your organization’s billing page, beside Payments and
            Current Month usage. Chat message packs are valid for 30 days.
          </p>
          <ul data-add-ons />
        </div>
        <div className="card">
          <h2>Good to know</h2>
          <p>
            API rate limits are per API key and per hour, shown for the smaller GPT-4o mini model. Cancelling gives no
            refund; API services continue until the end of the billing cycle.{' '}
            <a href="/legal/cancellation-and-refund-policy/">Cancellation and refund policy</a>.
          </p>
        </div>
      </section>
    </>
  )
}
