import { versionFreezingRule } from '@platform/shared/contracts/projects'
import { CodeSample } from '../components/code-sample.tsx'
import { EmbedApiReference } from './api-reference.tsx'

export function IntroductionPage() {
  return (
    <>
      <h1>Introduction</h1>
      <p>
        Assistant Platform turns your product’s knowledge into a chat assistant you can test and deploy. You add data
        sources to a project, review the knowledge made from them, train a model, measure it against your test cases and
        expose it through API keys, the chat widget and an OpenAI-compatible endpoint.
      </p>
      <h2>The pieces</h2>
      <dl>
        <dt>Organization</dt>
        <dd>Your team: its users and their roles (admin, editor, viewer), its plan, credits and billing.</dd>
        <dt>Project and versions</dt>
        <dd>
          One assistant. A version holds pages, actions, workflows, FAQs, files, links, knowledge, agent functions,
          system prompts, test cases and trained models. {versionFreezingRule}
        </dd>
        <dt>Knowledge</dt>
        <dd>Prompt and completion pairs: written by you, imported from CSV, or generated from your sources.</dd>
        <dt>Model</dt>
        <dd>The result of a training run, tried in the playground and scored by test runs.</dd>
        <dt>API key</dt>
        <dd>
          Deploys one model: an embed id for pages (with allowed domains) and a secret for servers, with RAG and a
          system prompt chosen per key.
        </dd>
      </dl>
      <h2>Where to go next</h2>
      <ul>
        <li>
          <a href="/docs/category/getting-started">Getting started</a>: build, train, test and deploy your first
          assistant.
        </li>
        <li>
          <a href="/docs/content-guidelines">Content guidelines</a>: what makes knowledge that trains well.
        </li>
        <li>
          <a href="/docs/category/api">API</a>: the embed API reference, identity verification and the OpenAI-compatible
          endpoint.
        </li>
        <li>
          <a href="/docs/sdks/frontend/web-chat">Web chat SDK</a>: the widget on your site.
        </li>
        <li>
          <a href="/docs/getting-started/functions">Functions</a>: let the assistant call your code.
        </li>
      </ul>
    </>
  )
}

export function GettingStartedPage() {
  return (
    <>
      <h1>Getting started</h1>
      <p>
        Everything below can be done in the console; the API calls are shown for teams that automate. The console and
        the API are the same origin: the API lives under <code>/api</code>.
      </p>
      <h2>1. Build: create a project and add data sources</h2>
      <p>
        After signing up, create an organization (<a href="/orgs/create/">/orgs/create/</a>) and a project. Then open{' '}
        <strong>Data sources</strong>:
      </p>
      <ul>
        <li>
          <strong>Info</strong>: your app’s name, description and audience, used in every answer’s context.
        </li>
        <li>
          <strong>Links</strong>: one page, several, or a start page whose links are discovered and crawled.
        </li>
        <li>
          <strong>Files</strong>: PDF, Word, text, Markdown and CSV.
        </li>
      </ul>
      <p>
        Sources become knowledge pairs in <strong>Pre-processing → Knowledge</strong>, where you review, edit or add
        pairs. Signing in to the API keeps a session cookie:
      </p>
      <CodeSample file="log-in.sh" caption="Log in and keep the session cookie" />
      <h2>2. Train</h2>
      <p>
        <strong>Training</strong> shows the estimated cost from your knowledge’s size before you start, then the run’s
        progress. Credits are debited for the work done. A training keeps a copy of what it was trained on, so edits
        made while it runs change nothing. Versions: {versionFreezingRule}
      </p>
      <CodeSample file="add-knowledge-and-train.sh" caption="Add knowledge and start training" />
      <h2>3. Test</h2>
      <p>
        In <strong>Evaluation → Playground</strong> chat with any trained model, with RAG on or off. Save good answers
        as test cases; under <strong>Tests</strong> run a whole test set against a model and compare runs by score.
      </p>
      <h2>4. Deploy</h2>
      <p>
        In <strong>Deployment → API keys</strong> create a key for a model. The key’s embed id goes into your page (the
        widget); its secret, shown once, stays on your server (identity verification and the OpenAI-compatible
        endpoint).
      </p>
      <CodeSample file="create-api-key.sh" caption="Create an API key allowed on your domain" />
      <p>
        Then add the widget to your site (<a href="/docs/sdks/frontend/web-chat">web chat SDK</a>) or call the{' '}
        <a href="/docs/category/api">embed API</a>.
      </p>
    </>
  )
}

export function FunctionsPage() {
  return (
    <>
      <h1>Functions and tool calls</h1>
      <p>
        Agent functions let the assistant ask your code for facts it cannot know, such as the status of the signed-in
        user’s order. You declare a function on the version (<strong>Functions</strong> in the console) with a name, a
        description the model reads, and a JSON Schema of its arguments:
      </p>
      <CodeSample file="agent-function.json" caption="An agent function" />
      <h2>How a call flows</h2>
      <ol>
        <li>
          Your page or server sends a message with <code>configuredFunctions</code>: the names it can run.
        </li>
        <li>
          When the model wants one, the answer carries <code>toolCalls</code> (<code>id</code>, <code>name</code>,{' '}
          <code>arguments</code>) instead of words.
        </li>
        <li>
          You run each call and send its result as the next <code>message</code> with <code>functionCallId</code> set to
          the call’s id.
        </li>
        <li>Repeat until the answer has no tool calls.</li>
      </ol>
      <h2>In the widget</h2>
      <p>
        The widget runs this loop for you: map each function name to code in your page with <code>functionsMap</code>.
      </p>
      <CodeSample file="widget-functions.js" caption="functionsMap" />
      <h2>From your server</h2>
      <CodeSample file="tool-call-loop.ts" caption="The tool call loop" />
      <p>
        Through the <a href="/docs/category/api#openai-compatible-endpoint">OpenAI-compatible endpoint</a> the same
        functions come back as <code>tool_calls</code>, so OpenAI clients handle them as usual.
      </p>
    </>
  )
}

export function ContentGuidelinesPage() {
  return (
    <>
      <h1>Content guidelines</h1>
      <p>The assistant is as good as the knowledge it trains on. What works:</p>
      <h2>Knowledge pairs</h2>
      <ul>
        <li>
          One question per pair, asked the way users ask it (“How do I change my plan?”), not as a title (“Plan
          changes”).
        </li>
        <li>Complete answers that stand alone: name the screen and the button, give the number.</li>
        <li>Several wordings of frequent questions, each with the same answer.</li>
        <li>A pair for what the product does not do, so the assistant says so instead of guessing.</li>
      </ul>
      <h2>Sources</h2>
      <ul>
        <li>Crawl your help centre and product pages, not your blog archive: fewer, better pages train better.</li>
        <li>Files should be text (not scans). Long manuals are split into passages automatically.</li>
        <li>Remove outdated pages before training; a model learns only what the version held when it was trained.</li>
      </ul>
      <h2>Pages, actions and workflows</h2>
      <p>
        Describe the screens of your app (pages), what users can do there (actions) and multi-step tasks (workflows).
        The assistant suggests them beside its answers; the widget runs them through your actions map.
      </p>
      <h2>Test cases</h2>
      <p>
        Write test cases from real questions, including ones the assistant must refuse. Run them on every new model
        before moving its API key to it.
      </p>
    </>
  )
}

export function ApiPage() {
  return (
    <>
      <h1>API</h1>
      <p>
        A deployed assistant is called through the chat embed service at <code>/api/embed/v1</code>, from pages with the
        key’s embed id, or through the OpenAI-compatible endpoint from servers with the key’s secret. Every answer is an
        envelope: <code>{'{success: true, data}'}</code> or <code>{'{success: false, errors: {CODE: message}}'}</code>.
        The whole API is described by the OpenAPI document at <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <h2>Send a message</h2>
      <CodeSample file="embed-chat.sh" caption="POST /api/embed/v1/chat" />
      <CodeSample file="embed-chat-response.json" caption="Response" />
      <h2 id="identity-verification">Identity verification</h2>
      <p>
        Turn it on for an API key when the assistant must trust who the user is (their orders, their account). Every
        embed call must then carry <code>userHash</code>: the hex HMAC-SHA256 of the <code>identifier</code> keyed with
        the API key’s secret, computed on your server. Never put the secret in a page.
      </p>
      <CodeSample file="identity-hash.mjs" caption="Compute userHash (Node)" />
      <p>Check your implementation against these test vectors:</p>
      <CodeSample file="identity-vectors.json" caption="Test vectors" />
      <h2 id="openai-compatible-endpoint">OpenAI-compatible endpoint</h2>
      <p>
        <code>POST /api/embed/v1/openai/chat/completions</code> and <code>GET /api/embed/v1/openai/models</code> accept
        the key’s secret as the bearer token, so any OpenAI client can call your assistant. The key decides the model
        and system prompt; <code>model</code> is accepted and ignored. Agent functions come back as{' '}
        <code>tool_calls</code>; <code>stream: true</code> streams chunks.
      </p>
      <CodeSample file="openai-chat.sh" caption="With curl" />
      <CodeSample file="openai-client.ts" caption="With the openai package" />
      <h2>Errors</h2>
      <ul>
        <li>
          <code>INVALID_API_KEY</code> (401): unknown or revoked key.
        </li>
        <li>
          <code>ORIGIN_NOT_ALLOWED</code> (403): the page’s origin is not an allowed domain of the key.
        </li>
        <li>
          <code>IDENTITY_VERIFICATION_FAILED</code> (401): missing or wrong <code>userHash</code>.
        </li>
        <li>
          <code>API_KEY_HOURLY_LIMIT_REACHED</code> (429) and <code>CREDITS_EXHAUSTED</code> (402): plan limits.
        </li>
      </ul>
      <h2 id="reference">Reference</h2>
      <p>Generated from the OpenAPI document of this deployment.</p>
      <EmbedApiReference />
    </>
  )
}

export function SdksPage() {
  return (
    <>
      <h1>SDKs</h1>
      <ul>
        <li>
          <a href="/docs/sdks/frontend/web-chat">Web chat</a>: the chat widget for any site, as a script tag or loaded
          from code, with actions, functions, identity verification and your own backend as provider.
        </li>
        <li>
          Server side, use any OpenAI client against the{' '}
          <a href="/docs/category/api#openai-compatible-endpoint">OpenAI-compatible endpoint</a>.
        </li>
      </ul>
    </>
  )
}

export function WebChatPage() {
  return (
    <>
      <h1>Web chat SDK</h1>
      <p>
        The widget adds a launcher button to your page and opens the chat in a frame (400×704 px, expandable to 688 px
        wide). Its loader is under 5 KB; the chat loads when first opened. Try a configuration in the{' '}
        <a href="/widget/builder/">widget builder</a>. The title, welcome message, suggested questions and colours can
        also be saved on the API key (console: Deployment, API keys, Widget appearance): the widget shows them from its
        next page load, over what the embed code says.
      </p>
      <h2>Script tag</h2>
      <CodeSample file="widget-script-tag.html" caption="Paste before </body>" />
      <h2>Single-page apps (React)</h2>
      <p>
        Load the same <code>widget.js</code> from code and call <code>AssistantWidget.init</code> when it is there; the
        widget is served by the product itself, not published to npm.
      </p>
      <CodeSample file="widget-react.tsx" caption="With a signed-in user" />
      <h2>Configuration</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>embedId</code> / <code>chatProvider.embedId</code>
            </td>
            <td>The API key’s embed id. Your page’s domain must be one of its allowed domains.</td>
          </tr>
          <tr>
            <td>
              <code>chatProvider.userId</code>, <code>userHash</code>
            </td>
            <td>
              Your user’s id and its HMAC for{' '}
              <a href="/docs/category/api#identity-verification">identity verification</a>. Without a user id the widget
              keeps a generated one in local storage.
            </td>
          </tr>
          <tr>
            <td>
              <code>chatProvider.proxy</code>, <code>sharedSecret</code>
            </td>
            <td>Your own backend in front of the assistant, with an HMAC of the user id or message.</td>
          </tr>
          <tr>
            <td>
              <code>chatWindow</code>
            </td>
            <td>Title, subtitle, colours, light or dark, welcome message with suggested actions, placeholder.</td>
          </tr>
          <tr>
            <td>
              <code>homeScreenConfig</code>, <code>widgetButton</code>
            </td>
            <td>The home screen (logo, heading, cards) and the launcher’s label and colours.</td>
          </tr>
          <tr>
            <td>
              <code>actionsMap</code>
            </td>
            <td>
              Action name to a URL (navigates) or a function run in your page. The names are offered to the assistant,
              which suggests one beside its answer.
            </td>
          </tr>
          <tr>
            <td>
              <code>functionsMap</code>
            </td>
            <td>
              Agent function name to code in your page; see <a href="/docs/getting-started/functions">functions</a>.
            </td>
          </tr>
        </tbody>
      </table>
      <h2>Methods</h2>
      <p>
        <code>init(config)</code>, <code>open()</code>, <code>close()</code>, <code>toggle()</code>,{' '}
        <code>toggleColorScheme('light' | 'dark')</code>, <code>destroy()</code>.
      </p>
      <h2>Leave room for the launcher</h2>
      <CodeSample file="widget-theme.scss" caption="Styles on your page" />
      <h2>Errors the SDK reports</h2>
      <p>
        Failed to list sessions; Failed to list session messages; Failed to send message; Failed to create session; No
        response received from the API.
      </p>
    </>
  )
}

export function BlogPage() {
  const posts = [
    [
      '/lp/the-era-of-off-the-shelf-ai-is-over/',
      'The era of off-the-shelf AI is over',
      'Why assistants trained on your own content beat general chatbots for product support.',
    ],
    [
      '/fine-tuning-vs-rag/',
      'Fine-tuning vs RAG',
      'When to train, when to retrieve, and how the platform combines both.',
    ],
    [
      '/how-companies-are-using-ai-assistants/',
      'How companies are using AI assistants',
      'Support, in-app guidance, onboarding, sales and internal knowledge.',
    ],
  ] as const
  return (
    <>
      <h1>Blog</h1>
      <ul className="post-list">
        {posts.map(([href, title, summary]) => (
          <li key={href}>
            <h2>
              <a href={href}>{title}</a>
            </h2>
            <p>{summary}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
