import type { ReactNode } from 'react'

const effectiveDate = '23 November 2026'

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="prose">
      <h1>{title}</h1>
      <p className="muted">Effective {effectiveDate}</p>
      {children}
    </div>
  )
}

export function TermsPage() {
  return (
    <LegalPage title="Terms and conditions">
      <h2>1. The service</h2>
      <p>
        Assistant Platform lets organizations build, train, evaluate and deploy AI chat assistants on their own content,
        and expose them through API keys, an OpenAI-compatible endpoint and an embeddable chat widget.
      </p>
      <h2>2. Accounts</h2>
      <p>
        You are responsible for your account’s credentials and for what users of your organization do. Organization
        admins decide who joins, with which role, and who may open each project.
      </p>
      <h2>3. Your content</h2>
      <p>
        You keep all rights to the content you add (app information, web pages, files, knowledge, test cases). You grant
        us the right to process it only to provide the service to you: extracting text, generating knowledge, training
        your models and answering your users. You must have the right to use what you upload or crawl.
      </p>
      <h2>4. Acceptable use</h2>
      <p>
        Do not use the platform to break the law, to send spam, to crawl sites you may not crawl, or to build an
        assistant that impersonates someone else. We may suspend API keys that put other customers or the service at
        risk, and will tell you why.
      </p>
      <h2>5. Plans, credits and payment</h2>
      <p>
        Plans are billed monthly or annually; prices include taxes and gateway charges. Training and evaluation are
        metered and debited from your organization’s credit balance; subscribing adds free credits to it. Cancellation
        and refunds follow the <a href="/legal/cancellation-and-refund-policy/">cancellation and refund policy</a>.
      </p>
      <h2>6. Model answers</h2>
      <p>
        Assistants generate answers from models and may be wrong. Test them with your test cases before deploying, and
        do not rely on them for decisions with legal, medical or financial effect.
      </p>
      <h2>7. Liability</h2>
      <p>
        The service is provided as is. To the extent the law allows, our liability is limited to the fees you paid in
        the twelve months before the claim.
      </p>
      <h2>8. Changes</h2>
      <p>
        We announce changes to these terms by email (policy updates) at least 30 days before they apply. Continuing to
        use the service after that accepts them.
      </p>
    </LegalPage>
  )
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy">
      <h2>What we collect</h2>
      <ul>
        <li>Account data: name, email address, and whether you signed in with a password or Google.</li>
        <li>Organization data: its name, members and their roles, plan and billing information.</li>
        <li>Content you add to projects, and the models, test results and chat history made from it.</li>
        <li>
          Chat messages of your deployed assistants, kept for your plan’s chat history retention (in months), then
          deleted.
        </li>
        <li>Technical logs of API calls (time, route, status), with secrets and message bodies redacted.</li>
        <li>
          With your consent only: page views of this public site (see the{' '}
          <a href="/legal/cookie-policy/">cookie policy</a>).
        </li>
      </ul>
      <h2>Why</h2>
      <p>
        To run the service you signed up for, to secure it (sign-in throttling, bot checks), to bill it, and to answer
        you when you contact us. We do not sell personal data and do not train models for others on your content.
      </p>
      <h2>Who processes it</h2>
      <p>
        Our cloud provider (hosting, storage, email delivery) and the model provider that runs training and chat. Each
        processes data only on our instructions.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your account in account settings, export your knowledge and test cases, and ask us to
        delete your account through the <a href="/contact-us/">contact form</a>. Product and policy emails carry an
        unsubscribe link.
      </p>
    </LegalPage>
  )
}

export function CancellationPage() {
  return (
    <LegalPage title="Cancellation and refund policy">
      <h2>Cancelling a subscription</h2>
      <p>
        An organization admin can cancel the subscription at any time from the billing page. Cancellation gives no
        refund; API services continue until the end of the billing cycle already paid.
      </p>
      <h2>Changing plan</h2>
      <p>
        Changing plan cancels the existing subscription with no refund and starts the new one; the new plan’s limits
        replace the old ones (limits are reset).
      </p>
      <h2>Credits and add-ons</h2>
      <p>
        Credits pay for metered work (training, evaluation). Chat message packs are valid for 30 days from purchase.
        Neither is refunded or carried over after it expires.
      </p>
      <h2>Failed work</h2>
      <p>Training or test runs that fail debit only the work done before the failure; the job shows its reason.</p>
      <h2>Questions</h2>
      <p>
        Write to us through the <a href="/contact-us/">contact form</a> with the topic “Support”.
      </p>
    </LegalPage>
  )
}

export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie policy">
      <h2>Cookies that are always set</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>session</td>
            <td>Keeps you signed in to the console (httpOnly, first-party).</td>
            <td>Until you log out, at most 7 days</td>
          </tr>
        </tbody>
      </table>
      <h2>What is kept in your browser’s storage</h2>
      <ul>
        <li>
          <code>cookie-consent</code>: your Accept or Reject choice, so we ask once.
        </li>
        <li>The console’s selected organization, project and version.</li>
        <li>The chat widget’s visitor id, so your conversation continues after a reload.</li>
      </ul>
      <h2>Analytics, only with your consent</h2>
      <p>
        If you choose Accept, the site loads its analytics script, which records the pages you view (address and
        referring page, no personal data). If you choose Reject, or make no choice, the analytics script is never
        loaded.
      </p>
      <h2>Changing your choice</h2>
      <p>
        <button type="button" className="button" data-reset-consent>
          Change cookie choice
        </button>{' '}
        shows the consent dialog again.
      </p>
    </LegalPage>
  )
}
