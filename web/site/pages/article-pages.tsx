export function FineTuningVersusRagPage() {
  return (
    <div className="prose">
      <h1>Fine-tuning vs RAG</h1>
      <p className="hero__lead">
        Two ways to make a model answer from your product’s knowledge, and why the platform lets you use both.
      </p>
      <h2>Fine-tuning: teach the model</h2>
      <p>
        Fine-tuning trains a model on question and answer pairs. It learns your vocabulary, your tone, and the shape of
        good answers, and it answers without looking anything up, so replies are fast. What it cannot do well is quote a
        detail it saw once among thousands of pairs, or know about a page you added after training.
      </p>
      <h2>RAG: look it up at question time</h2>
      <p>
        Retrieval-augmented generation searches your knowledge for the passages closest to the question and gives them
        to the model with the question. Answers can cite exact details and reflect new content as soon as it is indexed.
        The cost is a search per question and answers that are only as good as the passages found.
      </p>
      <h2>When to use which</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Your situation</th>
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Stable product, consistent tone matters, high volume</td>
            <td>Fine-tuning</td>
          </tr>
          <tr>
            <td>Details change often (prices, versions, settings)</td>
            <td>RAG</td>
          </tr>
          <tr>
            <td>Support assistant that must be right and sound like you</td>
            <td>Both</td>
          </tr>
        </tbody>
      </table>
      <h2>How the platform combines them</h2>
      <p>
        Every training run fine-tunes a model on the version’s knowledge and also builds a retrieval index from the same
        knowledge. RAG is a switch per project and per API key, so you can compare both on your own test cases in the
        evaluation page before choosing what goes to production.
      </p>
      <p>
        <a href="/get-started/">Get started</a> or read the <a href="/docs/introduction">docs</a>.
      </p>
    </div>
  )
}

export function HowCompaniesUseAssistantsPage() {
  const uses = [
    [
      'Customer support',
      'Answer the repetitive questions from the help centre around the clock and hand over to a person with the conversation so far when the assistant does not know.',
    ],
    [
      'In-app guidance',
      'Instead of describing where a setting is, the assistant offers a button that opens the screen: “Open billing”, “Create an API key”. Actions run in your page through the widget’s actions map.',
    ],
    [
      'Onboarding',
      'New users ask in their own words and get the next step, with a link to it, instead of reading a tour.',
    ],
    [
      'Sales questions',
      'Plans, limits and integrations answered on the pricing page itself, from the same facts your sales team uses.',
    ],
    [
      'Internal knowledge',
      'Policies and runbooks answered for employees, with identity verification so the assistant knows who asks.',
    ],
  ] as const
  return (
    <div className="prose">
      <h1>How companies are using AI assistants</h1>
      <p className="hero__lead">Five ways teams put an assistant trained on their own content to work.</p>
      {uses.map(([title, text]) => (
        <section key={title}>
          <h2>{title}</h2>
          <p>{text}</p>
        </section>
      ))}
      <h2>What the successful ones have in common</h2>
      <ul>
        <li>They start from content they already have: help centre, FAQs, product pages.</li>
        <li>They write test cases from real questions and keep them as the bar each new version must pass.</li>
        <li>They give the assistant actions, so it moves users forward instead of only talking.</li>
      </ul>
      <p>
        See one in action on the <a href="/live-demo/">live demo</a>.
      </p>
    </div>
  )
}

export function OffTheShelfLandingPage() {
  return (
    <>
      <section className="hero hero--dark">
        <h1>The era of off-the-shelf AI is over</h1>
        <p className="hero__lead">
          Your customers can tell a generic chatbot from one that knows your product. Train an assistant on your own
          knowledge, test it on your own questions, and deploy it in an afternoon.
        </p>
        <div className="actions">
          <a className="button button--primary" href="/sign-up/">
            Build yours free
          </a>
          <a className="button" href="/live-demo/">
            See the live demo
          </a>
        </div>
      </section>
      <section className="card-grid">
        <div className="card">
          <h2>Generic AI guesses</h2>
          <p>It does not know your plans, your screens or last week’s release, so it makes them up.</p>
        </div>
        <div className="card">
          <h2>Yours answers from your content</h2>
          <p>Fine-tuned on your knowledge, with retrieval over it, and refusing what it does not know.</p>
        </div>
        <div className="card">
          <h2>And it is measured</h2>
          <p>Every model runs your test cases before it gets an API key. You ship numbers, not hopes.</p>
        </div>
      </section>
      <p className="center">
        <a className="button button--primary" href="/pricing/">
          See plans and pricing
        </a>
      </p>
    </>
  )
}
