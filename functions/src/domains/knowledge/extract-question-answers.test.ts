import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlToMarkdown } from '../sources/html-to-markdown.ts'
import {
  extractQuestionAnswers,
  mergeSameAnswers,
  passagesOf,
  type QuestionAnswer,
  questionKey,
  splitSentences,
} from './extract-question-answers.ts'

const site = new URL('../../../../tests/fixtures/documentation-site/', import.meta.url)

/** A pair's questions: its prompt, then its alternative questions (other wordings of the same answer). */
function questionsOf(pair: QuestionAnswer): string[] {
  return [pair.prompt, ...(pair.alternativePrompts ?? [])]
}

function pairsOfPage(path: string) {
  const { title, markdown } = htmlToMarkdown(readFileSync(new URL(path, site), 'utf8'))
  return extractQuestionAnswers(markdown, { title })
}

describe('extractQuestionAnswers on documentation pages', () => {
  it('turns instruction headings into "How do I" questions naming the product, other wordings as alternatives', () => {
    const pairs = pairsOfPage('getting-started.html')
    expect(pairs.flatMap(questionsOf)).toEqual([
      'How do I create an account with Shipkite?',
      'What are the steps to create an account with Shipkite?',
      'How do I connect my store with Shipkite?',
      'What are the steps to connect my store with Shipkite?',
      'How do I add a carrier account with Shipkite?',
      'What are the steps to add a carrier account with Shipkite?',
      // From the section's last sentence: "You can also use the discounted Shipkite rates without a carrier account…"
      'How do I use the discounted Shipkite rates without a carrier account of my own?',
    ])
    expect(pairs).toEqual([
      {
        prompt: 'How do I create an account with Shipkite?',
        alternativePrompts: ['What are the steps to create an account with Shipkite?'],
        completion:
          'Go to the sign-up page, enter your work email and choose a password of at least 12 characters. Shipkite sends a confirmation link that stays valid for 24 hours.',
      },
      {
        prompt: 'How do I connect my store with Shipkite?',
        alternativePrompts: ['What are the steps to connect my store with Shipkite?'],
        completion:
          'Open Settings > Stores and click Connect store. Shipkite supports Shopify, WooCommerce and BigCommerce, and imports your unshipped orders every 15 minutes once the store is connected.',
      },
      {
        prompt: 'How do I add a carrier account with Shipkite?',
        alternativePrompts: [
          'What are the steps to add a carrier account with Shipkite?',
          'How do I use the discounted Shipkite rates without a carrier account of my own?',
        ],
        completion:
          'Under Settings > Carriers, click Add carrier and sign in with your carrier credentials. You can also use the discounted Shipkite rates without a carrier account of your own.',
      },
    ])
  })

  it('answers a page title with its introduction and keeps document order', () => {
    const prompts = pairsOfPage('shipping-labels.html').flatMap(questionsOf)
    expect(prompts).toEqual([
      'What are shipping labels?',
      'How do I create a label?',
      'What are the steps to create a label?',
      'How do I print on a thermal printer?',
      'What are the steps to print on a thermal printer?',
      'How do I void a label?',
      'What are the steps to void a label?',
    ])
    expect(pairsOfPage('shipping-labels.html')[0]?.completion).toBe(
      'A shipping label is the document a carrier scans to route a parcel; it carries the addresses, the service and a barcode.',
    )
  })

  it('reads FAQ blocks: question headings, <dt>/<dd> and <details>/<summary>', () => {
    expect(pairsOfPage('faq.html').flatMap(questionsOf)).toEqual([
      'How do I reset my password?',
      'Can I invite my team?',
      'How am I billed for labels?',
      'Is there a monthly fee?',
    ])
    const returns = pairsOfPage('returns.html')
    expect(returns.flatMap(questionsOf)).toEqual([
      'What are returns?',
      'Who pays for a return label?',
      'How long is a return label valid?',
      'Can customers print return labels at home?',
    ])
    expect(returns[1]?.completion).toMatch(/^You do\. Return labels are charged to your Shipkite balance/)
  })

  it('asks what a bold summary line answers, with its code and warning, and not a callout label', () => {
    const markdown = [
      '# jsonwebtoken',
      'An implementation of JSON Web Tokens for Node.js, used by `require("jsonwebtoken")`.',
      '## Decoding',
      '**Need to peek into a JWT without verifying it? (Click to expand)**',
      'Use `jwt.decode`:',
      '```js\nconst decoded = jwt.decode(token)\n```',
      '**Warning:** this will not verify the signature.',
      '**Note**',
      'Decoding is synchronous.',
    ].join('\n\n')
    expect(extractQuestionAnswers(markdown, { title: 'jsonwebtoken' }).slice(1)).toEqual([
      {
        prompt: 'How do I peek into a JWT without verifying it?',
        completion:
          'Use jwt.decode:\n\n```js\nconst decoded = jwt.decode(token)\n```\n\nWarning: this will not verify the signature.\n\nNote\n\nDecoding is synchronous.',
      },
    ])
  })

  it('asks a sub-section of a task as that task done its way, and puts a statement into the question that points at it', () => {
    const markdown = [
      '## Delete a personal account',
      '### From the Web Vault',
      'Open the Web Vault, select Settings, then Delete account. The Web Vault asks for your master password.',
      '### Q: An error occurs when I try to pay on Firefox. How do I fix this?',
      'Turn off strict tracking protection and submit the payment again.',
    ].join('\n\n')
    expect(extractQuestionAnswers(markdown).flatMap(questionsOf)).toEqual([
      'How do I delete a personal account from the Web Vault?',
      'What are the steps to delete a personal account from the Web Vault?',
      'How do I fix it when an error occurs when I try to pay on Firefox?',
    ])
  })

  it('phrases glossary terms with the article their definition implies, as whole sentences', () => {
    expect(pairsOfPage('glossary.html')).toEqual([
      {
        prompt: 'What is a manifest?',
        completion:
          'A manifest is a list of all parcels handed to a carrier in one pickup, which the driver signs on collection.',
      },
      {
        prompt: 'What is a tracking number?',
        completion:
          'A tracking number is the unique code a carrier gives a parcel so its journey can be followed online.',
      },
      {
        prompt: 'What is rate shopping?',
        completion:
          'Rate shopping is comparing the prices and delivery times of several carriers before buying a label.',
      },
    ])
  })

  it('skips navigation: menus, "see also" lines and page descriptions are never answers', () => {
    const index = pairsOfPage('index.html')
    expect(index).toEqual([
      {
        prompt: 'What is Shipkite?',
        completion:
          'Shipkite is a shipping platform that lets online shops compare carrier rates, print labels and track parcels from one dashboard.',
      },
    ])
    const all = ['index.html', 'getting-started.html', 'shipping-labels.html', 'guides/tracking.html'].flatMap(
      pairsOfPage,
    )
    for (const pair of all) {
      expect(pair.completion).not.toMatch(/See also|This page walks|Back to top|Internal notes/)
    }
  })

  it('names activities and noun phrases sensibly', () => {
    expect(pairsOfPage('guides/tracking.html').flatMap(questionsOf)).toEqual([
      'How does tracking parcels work?',
      'How does tracking emails work?',
      'What are delivery exceptions?',
    ])
    expect(pairsOfPage('guides/advanced/webhooks.html').flatMap(questionsOf)).toEqual([
      'What are webhooks?',
      'How do I register a webhook?',
      'What are the steps to register a webhook?',
    ])
  })

  it('asks a gerund heading with its things as the task it names, and not a gerund that describes a noun', () => {
    const markdown = [
      '# fastquery\n\nfastquery is a querystring parsing and stringifying library.',
      '## Parsing Arrays\n\nfastquery can also parse arrays using a similar `[]` notation.',
      '## Handling of `null` values\n\nBy default, `null` values are treated like empty strings.',
      '## Working with headers\n\nHeaders are case-insensitive.',
      '## Blocking Command Timeout\n\nBy default, blocking commands can wait forever.',
    ].join('\n\n')
    expect(extractQuestionAnswers(markdown).flatMap(questionsOf)).toEqual([
      'What is fastquery?',
      'How do I parse arrays with fastquery?',
      'How does parsing arrays work in fastquery?',
      'How does handling of null values work in fastquery?',
      'How do I work with headers in fastquery?',
      'What are the steps to work with headers in fastquery?',
      'How does blocking command timeout work in fastquery?',
    ])
  })

  it('asks about code names in the singular and reads a "Using …" heading as the thing used', () => {
    const markdown = [
      '# fastquery\n\nfastquery is a querystring parsing library.',
      '## Using `multipart/form-data` format\n\nfastquery can send forms as multipart bodies.',
      '### FormData\n\nPass a FormData instance as the request body.',
      '## AxiosHeaders#has\n\nTells whether a header is set.',
      '## Hyphen Ranges `X.Y.Z - A.B.C`\n\nSpecifies an inclusive set.',
    ].join('\n\n')
    expect(extractQuestionAnswers(markdown).flatMap(questionsOf)).toEqual([
      'What is fastquery?',
      'How do I use multipart/form-data format with fastquery?',
      'What is FormData in multipart/form-data format with fastquery?',
      'What is FormData in fastquery?',
      'How do I use FormData in fastquery?',
      'What is AxiosHeaders#has in fastquery?',
      'How do I use AxiosHeaders#has in fastquery?',
      'What are hyphen ranges X.Y.Z - A.B.C in fastquery?',
    ])
  })

  it("reads a heading's number from its noun, not from the examples after it", () => {
    const markdown =
      '# semver\n\nThe semantic versioner for npm.\n\n## Install\n\n```bash\nnpm install semver\n```\n\n' +
      '## Tilde Ranges `~1.2.3` `~1.2`\n\nAllows patch-level changes if a minor version is specified.\n'
    expect(extractQuestionAnswers(markdown).flatMap(questionsOf)).toContain(
      'What are tilde ranges ~1.2.3 ~1.2 in semver?',
    )
  })

  it('asks whether the library supports what a "… support" heading names, and states a notice as a question', () => {
    const markdown =
      '# axios\n\nPromise based HTTP client.\n\n```bash\nnpm install axios\n```\n\n' +
      '## HTTP/2 support\n\nSet the httpVersion option to 2 in Node.js.\n\n' +
      '## Custom fetch\n\nPass your own fetch function in the env option.\n\n' +
      '### HTTP/2 support\n\nA custom fetch decides the protocol version by itself.\n\n' +
      '## Security notice: decompression-bomb protection is opt-in\n\nSet maxContentLength to cap responses.\n'
    const prompts = extractQuestionAnswers(markdown).flatMap(questionsOf)
    expect(prompts).toContain('Does axios support HTTP/2?')
    expect(prompts).toContain('Does axios support HTTP/2 with custom fetch?')
    expect(prompts).toContain('Is decompression-bomb protection opt-in in axios?')
    expect(prompts).toContain('What is decompression-bomb protection in axios?')
    expect(prompts.filter((prompt) => /support HTTP\/2 support|notice/i.test(prompt))).toEqual([])
  })
})

describe('extractQuestionAnswers on Markdown and plain text', () => {
  it('reads question paragraphs, Q:/A: lines, setext headings and definition sentences', () => {
    const markdown = [
      'Parcel lockers',
      '==============',
      '',
      'A parcel locker is a self-service box where customers collect parcels with a code. It stays open day and night.',
      '',
      '**Can I ship to a locker?**',
      '',
      'Yes, choose a locker on the checkout page and Shipkite prints the locker address on the label.',
      '',
      'Q: How big can a locker parcel be? A: At most 60 by 40 by 40 centimetres and 25 kilograms.',
      '',
      '## Set up lockers',
      '',
      '1. Open Settings > Delivery options.',
      '2. Turn on Lockers and pick the carriers you use.',
    ].join('\n')
    expect(extractQuestionAnswers(markdown)).toEqual([
      {
        prompt: 'What are parcel lockers?',
        completion:
          'A parcel locker is a self-service box where customers collect parcels with a code. It stays open day and night.',
      },
      {
        prompt: 'Can I ship to a locker?',
        completion: 'Yes, choose a locker on the checkout page and Shipkite prints the locker address on the label.',
      },
      { prompt: 'How big can a locker parcel be?', completion: 'At most 60 by 40 by 40 centimetres and 25 kilograms.' },
      {
        prompt: 'How do I set up lockers?',
        alternativePrompts: ['What are the steps to set up lockers?'],
        completion: '- Open Settings > Delivery options.\n- Turn on Lockers and pick the carriers you use.',
      },
    ])
  })

  it('asks "What is X?" for definition sentences, and a section asked only as before adds to the first answer', () => {
    const text =
      'Shipkite is a shipping platform for online shops. An HS code is a six digit number that classifies goods. It is required outside the EU.\n\n## HS codes\n\nAdd HS codes under Products > Customs.'
    const pairs = extractQuestionAnswers(text)
    const opening = text.split('\n\n')[0]
    const hsCode = 'An HS code is a six digit number that classifies goods. It is required outside the EU.'
    // The text before the first heading answers what the product is; each definition keeps the sentence after it.
    // "HS codes" asks what the definition answered: its text joins that answer rather than being lost.
    expect(pairs).toEqual([
      { prompt: 'What is Shipkite?', completion: opening },
      {
        prompt: 'What is an HS code?',
        alternativePrompts: ['What is an HS code in Shipkite?'],
        completion: `${hsCode}\n\nAdd HS codes under Products > Customs.`,
      },
    ])
  })

  it('never asks about pronouns, structural headings or empty sections', () => {
    const markdown =
      '## See also\n\nThe returns guide covers refunds.\n\n## Contents\n\n## Overview\n\nIt is a tool that helps.\n\n## Limits'
    expect(extractQuestionAnswers(markdown)).toEqual([])
  })

  it('is deterministic and splits a long section into whole passages, never inside a sentence or code block', () => {
    const paragraph = Array.from(
      { length: 40 },
      (_unused, index) => `Sentence number ${index} explains one more detail.`,
    )
    const code = `\`\`\`js\n${Array.from({ length: 40 }, (_unused, index) => `carrier.configure(${index}) // set up the carrier`).join('\n')}\n\`\`\``
    const markdown = `## Configure carriers\n\n${[paragraph.join(' '), code, paragraph.join(' '), code].join('\n\n')}`
    const first = extractQuestionAnswers(markdown)
    expect(extractQuestionAnswers(markdown)).toEqual(first)
    const passages = [...new Set(first.map((pair) => pair.completion))]
    expect(passages.length).toBeGreaterThan(1)
    expect(passages.join('\n\n')).toBe(markdown.replace(/^## Configure carriers\n\n/, ''))
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(6000)
      expect(passage.split('```').length % 2).toBe(1)
      expect(passage).toMatch(/(detail\.|```)$/)
    }
    // Each later part asked as a person would, without a "(part 2)" of the page's making.
    expect(first.flatMap(questionsOf)).toContain('What are examples for configure carriers?')
    expect(first.flatMap(questionsOf).filter((question) => /\(part \d+\)/.test(question))).toEqual([])
  })

  it("asks about each option of a long section's option list, naming an API by its function, not its signature", () => {
    const explanation = Array.from(
      { length: 30 },
      (_unused, index) => `Signing detail ${index} is explained here in a sentence.`,
    ).join(' ')
    const markdown = [
      '## jwt.sign(payload, secretOrPrivateKey, [options, callback])',
      explanation,
      'options:',
      [
        '- algorithm (default: HS256)',
        '- expiresIn: expressed in seconds or a string describing a time span. Eg: 60, "2 days", "10h", "7d".',
        '- notBefore: expressed in seconds or a string describing a time span.',
        '- `audience` (optional): the audience the token is meant for.',
        '- jwtid',
      ].join('\n'),
    ].join('\n\n')
    const pairs = extractQuestionAnswers(markdown)
    expect(pairs).toContainEqual({
      prompt: 'What does the expiresIn option of jwt.sign do?',
      completion:
        'The expiresIn option of jwt.sign: expressed in seconds or a string describing a time span. Eg: 60, "2 days", "10h", "7d".',
    })
    expect(pairs).toContainEqual({
      prompt: 'What does the audience option of jwt.sign do?',
      completion: 'The audience option of jwt.sign (optional): the audience the token is meant for.',
    })
    // The options named without a description stay in the section's answer; the described ones leave it.
    const sectionAnswer = pairs.find((pair) => pair.prompt === 'What is jwt.sign?')?.completion ?? ''
    expect(sectionAnswer).toContain('- algorithm (default: HS256)\n- jwtid')
    expect(sectionAnswer).not.toContain('expressed in seconds')
    // A short section keeps its option list in its one answer.
    expect(extractQuestionAnswers(['## Sign a token', 'options:', markdown.split('\n\n').at(-1)].join('\n\n'))).toEqual(
      [expect.objectContaining({ completion: expect.stringContaining('- expiresIn: expressed in seconds') })],
    )
  })

  /** A long code block's parts: more than one, each within an answer and fenced once. */
  const expectFencedParts = (passages: readonly string[]) => {
    expect(passages.length).toBeGreaterThan(1)
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(6000)
      expect(passage.split('```').length).toBe(3)
    }
  }

  it('cuts a code block longer than an answer between its examples, each part fenced', () => {
    const example = (index: number) =>
      `// example ${index}\n${Array.from({ length: 12 }, (_unused, line) => `client.call(${index}, ${line}) // one step of the example`).join('\n')}`
    const code = `\`\`\`js\n${Array.from({ length: 16 }, (_unused, index) => example(index)).join('\n\n')}\n\`\`\``
    expect(code.length).toBeGreaterThan(6000)
    const passages = passagesOf(['Examples of calls:', code])
    expectFencedParts(passages)
    expect(passages.join('\n').match(/\/\/ example \d+/g)).toHaveLength(16)
  })

  it('cuts a code example longer than an answer before its first-level fields, each part fenced', () => {
    const field = (index: number) =>
      `  // \`option${index}\` says what the ${index}th setting of the request does\n  option${index}: {\n    value: ${index},\n    enabled: true\n  },`
    const code = `\`\`\`js\n{\n${Array.from({ length: 60 }, (_unused, index) => field(index)).join('\n')}\n}\n\`\`\``
    expect(code.length).toBeGreaterThan(6000)
    const passages = passagesOf(['The request config:', code])
    expectFencedParts(passages)
    // Every field stays whole, its comment with it.
    const joined = passages.join('\n')
    for (let index = 0; index < 60; index++) {
      expect(joined).toContain(`setting of the request does\n  option${index}: {\n    value: ${index},`)
    }
  })

  it('cuts a table longer than an answer between its rows, each part under the header again', () => {
    const rows = Array.from(
      { length: 90 },
      (_unused, index) => `| ERR_CODE_${index} | What the ${index}th error code means, in one sentence. |`,
    )
    const table = ['| Code | Definition |', '| --- | --- |', ...rows].join('\n')
    expect(table.length).toBeGreaterThan(6000)
    const passages = passagesOf(['These are the error codes:', table])
    expect(passages.length).toBeGreaterThan(1)
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(6000)
    // The sentence that introduces the table opens its first part, not a part of its own.
    expect(passages[0]?.startsWith('These are the error codes:\n\n| Code | Definition |\n| --- | --- |\n')).toBe(true)
    for (const passage of passages.slice(1))
      expect(passage.startsWith('| Code | Definition |\n| --- | --- |\n')).toBe(true)
    expect(passages.join('\n').match(/ERR_CODE_\d+ /g)).toHaveLength(90)
  })

  it('cuts a list longer than an answer between its items', () => {
    const list = Array.from({ length: 150 }, (_unused, index) => `- require('semver/functions/module-${index}')`).join(
      '\n',
    )
    expect(list.length).toBeGreaterThan(6000)
    const passages = passagesOf(['The following modules are available:', list])
    expect(passages.length).toBeGreaterThan(1)
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(6000)
    expect(passages.join('\n').match(/^- require/gm)).toHaveLength(150)
  })
})

const ioredisReadme = readFileSync(
  new URL('../../../../tests/fixtures/ioredis-readme/README.md', import.meta.url),
  'utf8',
)

describe('questions from headings people write as questions', () => {
  it('asks "How to …" and "Need to …?" headings as "How do I …?", without a FAQ\'s "Q:" marker or a verbless "What"', () => {
    const prompts = extractQuestionAnswers(
      [
        '# Support policy',
        '## How to contact support',
        'Write to help@example.com from the address on your account.',
        '## Need to peek into a token without verifying it?',
        'Call decode() with the token; it returns the payload without checking the signature.',
        '## Q: How do I delete my account?',
        'Open Settings > Account and choose Delete account, then confirm with your password.',
        '## What support covers',
        'We answer questions about installing and configuring the product on supported systems.',
      ].join('\n\n'),
    ).flatMap(questionsOf)
    expect(prompts).toEqual(
      expect.arrayContaining([
        'How do I contact support?',
        'How do I peek into a token without verifying it?',
        'How do I delete my account?',
        'What does support cover?',
      ]),
    )
    expect(prompts.filter((prompt) => /^(How to|Need to|Q:|What support covers)/.test(prompt))).toEqual([])
  })

  it("asks a help centre's statement-order headings as a customer asks them", () => {
    const prompts = extractQuestionAnswers(
      [
        '# Referral program',
        '## How the program works',
        'Invite a friend; when they buy their first item you both get a credit.',
        '## When you can cancel',
        'You can cancel an order before the seller confirms the sale.',
        '## Where to find your wishlist',
        'Your wishlist sits on your profile page, under Bookmarks.',
        '## Why a deposit might not arrive',
        'The destination tag was missing or the exchange address was wrong.',
        '## How shipping is calculated',
        'Jamble combines the weight and dimensions of every item in the package.',
        '## What happens if I delete my account',
        'All data is permanently removed: profile, order history and earnings.',
      ].join('\n\n'),
    ).flatMap(questionsOf)
    expect(prompts).toEqual(
      expect.arrayContaining([
        'How does the program work?',
        'When can I cancel?',
        'Where do I find my wishlist?',
        'Why might a deposit not arrive?',
        'How is shipping calculated?',
        'What happens if I delete my account?',
      ]),
    )
    expect(prompts.filter((prompt) => /^(How the|When you|Where to|Why a) /.test(prompt))).toEqual([])
  })

  it('asks an overview under a question title as that question, and never asks "in" a question or an overview', () => {
    const prompts = extractQuestionAnswers(
      [
        '# Can I view my account secret?',
        '### Overview',
        'On the XRP Ledger, a private key is called an account secret. It comes in three forms.',
        '#### Secret numbers',
        'Eight rows of six digits, received when the account was created in the app.',
        "## I can't find my account secret. What are my options?",
        '### Option 2',
        'If an old phone still has signing access, move your funds to a new account from it.',
      ].join('\n\n'),
      { title: 'Can I view my account secret?' },
    ).flatMap(questionsOf)
    expect(prompts).toContain('Can I view my account secret?')
    expect(prompts.filter((prompt) => / in (overview|i can't find)|\?\?$/i.test(prompt))).toEqual([])
  })

  it("reads a help article's common questions, each a bold question with its answer under it, as pairs", () => {
    // As a help centre serves them: one paragraph per question, the question bold on its own line.
    const html = `<html><head><title>Order cancellations</title></head><body><main>
      <h1>How order cancellations work</h1>
      <h2>Common questions</h2>
      <p><strong>Can I cancel after the seller has confirmed the sale?</strong>
      Not directly. Message the seller through the app chat to request a cancellation.</p>
      <p><strong>How long until I get the refund?</strong>
      Within 5 business days, on the payment method used at checkout.</p>
      <p><strong>Tracking says delivered but I did not receive it. What now?</strong>
      Check with the building reception first, then open a ticket from the order.</p>
      </main></body></html>`
    const { title, markdown } = htmlToMarkdown(html)
    const pairs = extractQuestionAnswers(markdown, { title })
    expect(pairs).toEqual(
      expect.arrayContaining([
        {
          prompt: 'Can I cancel after the seller has confirmed the sale?',
          completion: 'Not directly. Message the seller through the app chat to request a cancellation.',
        },
        {
          prompt: 'How long until I get the refund?',
          completion: 'Within 5 business days, on the payment method used at checkout.',
        },
        {
          prompt: 'Tracking says delivered but I did not receive it. What now?',
          completion: 'Check with the building reception first, then open a ticket from the order.',
        },
      ]),
    )
    expect(pairs.filter((pair) => /common questions/i.test(pair.prompt))).toEqual([])
  })

  it('keeps a sentence ending in ":" with the code it introduces when a long section is split', () => {
    const filler = 'A sentence that fills the section with words about tokens. '.repeat(95).trim()
    const leadIn = 'This can be resolved by adding an appropriate polyfill:'
    const code = `\`\`\`js\n${"import 'crypto-polyfill'\n".repeat(16)}\`\`\``
    const passages = passagesOf([filler, leadIn, code])
    expect(passages).toHaveLength(2)
    expect(passages[1]).toBe(`${leadIn}\n\n${code}`)
  })

  it('does not read "… there are …" as a definition of the words before it', () => {
    const prompts = extractQuestionAnswers(
      '## Refreshing tokens\n\nApart from that example there are an issue and a pull request about refreshing tokens.',
    ).flatMap(questionsOf)
    expect(prompts.filter((prompt) => /there\?$/.test(prompt))).toEqual([])
  })
})

describe('extractQuestionAnswers on help-centre articles', () => {
  const article = (title: string, ...sections: string[]) =>
    extractQuestionAnswers([`# ${title}`, ...sections].join('\n\n'), { title })

  it("drops the frame every article has (what you'll learn, need help) and asks the prerequisites in the title's terms", () => {
    const prerequisites =
      '## Before you start\n\nYou need:\n\n- An approved seller account\n- A bank account in your name'
    const pairs = article(
      'Set up and start a payout',
      "## What you'll learn\n\nHow to register your bank details and withdraw your earnings to your bank account.",
      prerequisites,
      '## Need help?\n\nContact us via the in-app chat or email support@example.com.',
    )
    expect(pairs).toEqual([
      {
        prompt: 'What do I need before I set up and start a payout?',
        completion: 'You need:\n\n- An approved seller account\n- A bank account in your name',
      },
    ])
    // An uploaded file's title is its name: the page's title heading says what it is about.
    const uploaded = extractQuestionAnswers(`# Set up and start a payout\n\n${prerequisites}`, {
      title: '08-set-up-and-start-a-payout.md',
    })
    expect(uploaded[0]?.prompt).toBe('What do I need before I set up and start a payout?')
    const promptOf = (title: string) => article(title, prerequisites)[0]?.prompt
    expect(promptOf('Account security')).toBe('What do I need for account security?')
    expect(promptOf('How order cancellations work')).toBe('What do I need for order cancellations?')
    expect(promptOf('What to do if a package is delayed')).toBe('What do I need if a package is delayed?')
    expect(promptOf('Understand the earnings payout timeline')).toBe('What do I need for the earnings payout timeline?')
  })

  it("names the article's subject only when it is a name: not a Title Case word, a label's word or a question word", () => {
    const prompts = (title: string, ...sections: string[]) => article(title, ...sections).flatMap(questionsOf)
    // "Payout" is capitalized by the title's Title Case only; "Payouts" only inside the label "Payouts History".
    expect(
      prompts(
        'Set Up and Start a Payout',
        '## Open your wallet\n\nTap Settings, then My Wallet. Your payout history sits in Payouts History.',
        '## Track your payout\n\nOpen Payouts History to see each payout and its status.',
        '## Payout statuses\n\n- Processing: the transfer is on its way\n- Completed: the money arrived',
      ),
    ).toEqual(expect.arrayContaining(['How do I open my wallet?', 'How do I track my payout?']))
    // A name of two words is named whole; a name defined deep in the page (the carrier) or a question ("Why is …")
    // is no subject of the page.
    expect(
      prompts(
        'Pause Your Shop with Vacation Mode',
        '## Open your settings\n\nTap Settings on your profile to find Vacation Mode.',
        '## Turn on Vacation Mode\n\nSwitch the toggle on: Vacation Mode hides your shows.',
      ),
    ).toEqual([
      'How do I open my settings with Vacation Mode?',
      'What are the steps to open my settings with Vacation Mode?',
      'How do I turn on Vacation Mode?',
      'What are the steps to turn on Vacation Mode?',
    ])
    expect(
      prompts(
        'What to do if a package is delayed',
        '## Track delivery from the order\n\nOpen the order in Purchases to see every scan of the carrier.',
        '## Common questions\n\n**Who ships?**\nCorreios is the carrier. Correios scans every parcel.\n\n**Why is the order late?**\nWhy is the order late? Carriers slow down in December.',
      ),
    ).toContain('How do I track delivery from the order?')
  })

  it("asks a sub-section in its own terms, not in the page title's or a FAQ heading's, and keeps a summary's text", () => {
    const pairs = article(
      "I've been scammed!",
      'Report it to your local police department as soon as possible.',
      '### Scam messages',
      'Scammers often pose as support staff and ask for your account secret.',
      '## Frequently asked questions',
      '### Refunds',
      'Transactions on the ledger are final and cannot be refunded by anyone.',
      '### Summary',
      '- Contact your local police immediately.\n- Re-key the account or move your assets to a new one.',
    )
    expect(pairs.flatMap(questionsOf)).toEqual([
      "What should I do if I've been scammed?",
      'What are scam messages?',
      'What are refunds?',
    ])
    expect(pairs[0]?.completion).toContain('Re-key the account')
    const underTitle = article(
      'Account present on another device',
      '### Push notifications',
      'The app sends a push notification each time the account is used on a second device.',
    )
    expect(underTitle.flatMap(questionsOf)).toEqual(['What are push notifications?'])
  })

  it("reads a troubleshooting article's parts and a process's stages as one answer, a step that is a task alone", () => {
    const troubleshooting = article(
      'Account present on another device',
      '### Situation',
      'You have just received the message "Account present on another device".',
      '### Explanation',
      'The message appears when someone imports your account secret on another phone.',
    )
    expect(troubleshooting).toEqual([
      {
        prompt: 'What should I do about account present on another device?',
        completion:
          'Situation\n\nYou have just received the message "Account present on another device".\n\nExplanation\n\nThe message appears when someone imports your account secret on another phone.',
      },
    ])
    const process = article(
      'Earnings timeline',
      '## The complete path',
      '### Step 1: Sale',
      'The buyer pays during the live show and the amount shows as Pending.',
      '### Step 2: Shipped',
      'You post the package; your earnings remain Pending until delivery.',
      '### Step 3: Withdraw your earnings',
      'Tap Withdraw in your wallet to send the balance to your bank.',
    )
    expect(process.map((pair) => pair.prompt)).toEqual(['What is the complete path?', 'How do I withdraw my earnings?'])
    expect(process[0]?.completion).toMatch(/^Step 1: Sale\n\nThe buyer pays[\s\S]*Step 2: Shipped\n\nYou post/)
  })

  it("learns no names from a Title Case heading's capitals, but all of a name the prose writes capitalized", () => {
    const prompts = article(
      'Set Up and Start a Payout',
      '## Payout statuses',
      '- Processing: the transfer to your account is on its way\n- Completed: the money is in your account',
      '## Change the Vault Timeout Action',
      'Open Settings and pick the Vault Timeout Action your account uses: Lock or Log out.',
    ).flatMap(questionsOf)
    expect(prompts).toEqual(
      expect.arrayContaining(['What are payout statuses?', 'How do I change the Vault Timeout Action?']),
    )
    const program = article(
      'Buyer Referral Program',
      'Jamble rewards every referral: the Buyer Referral Program gives you a credit per friend, one referral at a time.',
      '## Before you start',
      'You need an active account and a verified phone number.',
    )
    expect(program.map((pair) => pair.prompt)).toContain('What do I need for Buyer Referral Program?')
  })

  it('asks a numbered checklist question without its number, and a heading its one question answers with it', () => {
    const pairs = article(
      'Lost access',
      '#### Option 1 - You still have access on your device',
      'Can you still sign transactions on your device?',
      'If so, create a new account in the app and move your assets to it.',
      '## Quick checklist',
      '**1. Is your registration complete?**\nIf you see a message asking to verify your identity, finish the registration.',
    )
    expect(pairs.map(questionsOf)).toEqual([
      ['What should I do if I still have access on my device?', 'Can you still sign transactions on your device?'],
      ['Is your registration complete?'],
    ])
  })

  it("asks what a definition defines in the number of the sentence's verb", () => {
    const prompts = extractQuestionAnswers(
      '## Who ships?\n\nCorreios is the national carrier. It scans every parcel at each of its agencies.',
    ).flatMap(questionsOf)
    expect(prompts).toContain('What is Correios?')
    expect(prompts).not.toContain('What are Correios?')
  })
})

describe('mergeSameAnswers', () => {
  it('keeps one pair per answer with the other questions as alternatives, unrepeated and at most ten', () => {
    const many = Array.from({ length: 12 }, (_unused, index) => ({ prompt: `Question ${index}?`, completion: 'Same.' }))
    const merged = mergeSameAnswers([
      { prompt: 'How do I install X?', completion: 'Run `npm i x`.' },
      { prompt: 'What is X?', completion: 'A library.' },
      { prompt: 'What are the steps to install X?', completion: 'Run  `npm i x`.' },
      { prompt: 'how do I install the X', completion: 'Run `npm i x`.' },
      ...many,
    ])
    expect(merged.slice(0, 2)).toEqual([
      {
        prompt: 'How do I install X?',
        completion: 'Run `npm i x`.',
        alternativePrompts: ['What are the steps to install X?'],
      },
      { prompt: 'What is X?', completion: 'A library.' },
    ])
    expect(merged[2]?.alternativePrompts).toHaveLength(10)
    expect(merged).toHaveLength(3)
  })
})

describe('extractQuestionAnswers on a real README (ioredis 6.0.0)', () => {
  const pairs = extractQuestionAnswers(ioredisReadme, { title: 'README.md' })
  const answerTo = (prompt: string) => pairs.find((pair) => questionsOf(pair).includes(prompt))?.completion

  it('asks self-contained questions that name the library, found in the opening logo when the title does not', () => {
    const prompts = pairs.flatMap(questionsOf)
    expect(prompts).toEqual(
      expect.arrayContaining(['What is ioredis?', 'How do I install ioredis?', 'How do I use ioredis?']),
    )
    expect(prompts).toContain('How do I connect to Redis with ioredis?')
    expect(prompts).toContain('How does pipelining work in ioredis?')
    expect(prompts).not.toContain('What is install?')
    expect(prompts.filter((prompt) => /^What (is|are) (below|install|test|options)\b/i.test(prompt))).toEqual([])
  })

  it('gives one pair per answer, with several wordings where the heading allows', () => {
    expect(pairs.find((pair) => pair.prompt === 'How do I install ioredis?')?.alternativePrompts).toContain(
      'What are the steps to install ioredis?',
    )
    expect(new Set(pairs.map((pair) => pair.completion)).size).toBe(pairs.length)
    expect(pairs.filter((pair) => (pair.alternativePrompts?.length ?? 0) >= 1).length).toBeGreaterThan(30)
    for (const pair of pairs) expect(pair.alternativePrompts?.length ?? 0).toBeLessThanOrEqual(10)
  })

  it('asks for the tasks the sentences of a section explain, beside its heading, with the same answer', () => {
    expect(answerTo('How do I send a batch of commands with ioredis?')).toBe(
      answerTo('How do I use pipelining in ioredis?'),
    )
    expect(answerTo('How do I use transaction without pipeline with ioredis?')).toBe(
      answerTo('How do I use transaction in ioredis?'),
    )
    expect(answerTo('How do I connect using Sentinel with ioredis?')).toBe(
      answerTo('How do I use Sentinel in ioredis?'),
    )
    expect(answerTo('How do I specify nat mapping rules with ioredis?')).toContain('natMap')
    const prompts = pairs.flatMap(questionsOf).join('\n')
    // Sentences that lean on what came before ("You can change this behavior…", "To make it easier…") or send the
    // reader elsewhere ("You can learn more from…") ask nothing on their own.
    expect(prompts).not.toMatch(/How do I (change this|make it|learn more|refer to|do pub\/sub)/)
  })

  it('answers with whole passages: code blocks closed, context sentences and tables kept', () => {
    for (const pair of pairs) {
      expect(pair.completion.length).toBeLessThanOrEqual(6000)
      expect(pair.completion.split('```').length % 2).toBe(1)
      expect(pair.completion).not.toMatch(/…$/)
    }
    const install = answerTo('How do I install ioredis?') ?? ''
    expect(install).toContain('```shell\nnpm install ioredis\n```')
    expect(install).toContain('In a TypeScript project, you may want to add TypeScript declarations for Node.js:')
    expect(answerTo('What are the versions of ioredis?')).toContain(
      '| Version | Branch | Node.js Version | Redis Version |\n| --- | --- | --- | --- |\n| 6.x.x (latest) | main | >= 20 | 6.2 ~ latest |',
    )
    // The Pub/Sub section is one passage of ~3,400 characters, its publisher and subscriber examples included.
    expect(answerTo('What is Pub/Sub in ioredis?')).toMatch(
      /Publish–subscribe pattern[\s\S]*publisher\.js[\s\S]*pmessage/,
    )
  })

  it('skips boilerplate sections: contributors, licence, links', () => {
    const prompts = pairs.map((pair) => pair.prompt.toLowerCase()).join('\n')
    expect(prompts).not.toMatch(/contributor|licen[cs]e|join in|links/)
    expect(pairs.map((pair) => pair.completion).join('\n')).not.toContain(
      'This project exists thanks to all the people',
    )
  })
})

describe('helpers', () => {
  it('treats questions differing only in case, articles and plurals as the same', () => {
    expect(questionKey('What is an HS code?')).toBe(questionKey('What are HS codes?'))
    expect(questionKey('How do I print labels?')).not.toBe(questionKey('How do I void labels?'))
  })

  it('splits sentences but not after abbreviations', () => {
    expect(splitSentences('Use a box, e.g. a small one. Then ship it! Done?')).toEqual([
      'Use a box, e.g. a small one.',
      'Then ship it!',
      'Done?',
    ])
  })
})
