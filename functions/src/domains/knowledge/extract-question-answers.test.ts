import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlToMarkdown } from '../sources/html-to-markdown.ts'
import { extractQuestionAnswers, questionKey, splitSentences } from './extract-question-answers.ts'

const site = new URL('../../../../tests/fixtures/documentation-site/', import.meta.url)

function pairsOfPage(path: string) {
  const { title, markdown } = htmlToMarkdown(readFileSync(new URL(path, site), 'utf8'))
  return extractQuestionAnswers(markdown, { title })
}

describe('extractQuestionAnswers on documentation pages', () => {
  it('turns instruction headings into "How do I" questions answered by their paragraphs', () => {
    expect(pairsOfPage('getting-started.html')).toEqual([
      {
        prompt: 'How do I create an account?',
        completion:
          'Go to the sign-up page, enter your work email and choose a password of at least 12 characters. Shipkite sends a confirmation link that stays valid for 24 hours.',
      },
      {
        prompt: 'How do I connect my store?',
        completion:
          'Open Settings > Stores and click Connect store. Shipkite supports Shopify, WooCommerce and BigCommerce, and imports your unshipped orders every 15 minutes once the store is connected.',
      },
      {
        prompt: 'How do I add a carrier account?',
        completion:
          'Under Settings > Carriers, click Add carrier and sign in with your carrier credentials. You can also use the discounted Shipkite rates without a carrier account of your own.',
      },
    ])
  })

  it('answers a page title with its introduction and keeps document order', () => {
    const prompts = pairsOfPage('shipping-labels.html').map((pair) => pair.prompt)
    expect(prompts).toEqual([
      'What are shipping labels?',
      'How do I create a label?',
      'How do I print on a thermal printer?',
      'How do I void a label?',
    ])
    expect(pairsOfPage('shipping-labels.html')[0]?.completion).toBe(
      'A shipping label is the document a carrier scans to route a parcel; it carries the addresses, the service and a barcode.',
    )
  })

  it('reads FAQ blocks: question headings, <dt>/<dd> and <details>/<summary>', () => {
    expect(pairsOfPage('faq.html').map((pair) => pair.prompt)).toEqual([
      'How do I reset my password?',
      'Can I invite my team?',
      'How am I billed for labels?',
      'Is there a monthly fee?',
    ])
    const returns = pairsOfPage('returns.html')
    expect(returns.map((pair) => pair.prompt)).toEqual([
      'What are returns?',
      'Who pays for a return label?',
      'How long is a return label valid?',
      'Can customers print return labels at home?',
    ])
    expect(returns[1]?.completion).toMatch(/^You do\. Return labels are charged to your Shipkite balance/)
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
    expect(pairsOfPage('guides/tracking.html').map((pair) => pair.prompt)).toEqual([
      'How does tracking parcels work?',
      'How does tracking emails work?',
      'What are delivery exceptions?',
    ])
    expect(pairsOfPage('guides/advanced/webhooks.html').map((pair) => pair.prompt)).toEqual([
      'What are webhooks?',
      'How do I register a webhook?',
    ])
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
        completion: '- Open Settings > Delivery options.\n- Turn on Lockers and pick the carriers you use.',
      },
    ])
  })

  it('asks "What is X?" for definition sentences and keeps the first answer to a repeated question', () => {
    const text =
      'Shipkite is a shipping platform for online shops. An HS code is a six digit number that classifies goods. It is required outside the EU.\n\n## HS codes\n\nAdd HS codes under Products > Customs.'
    const pairs = extractQuestionAnswers(text)
    expect(pairs).toEqual([
      { prompt: 'What is Shipkite?', completion: 'Shipkite is a shipping platform for online shops.' },
      {
        prompt: 'What is an HS code?',
        completion: 'An HS code is a six digit number that classifies goods. It is required outside the EU.',
      },
    ])
  })

  it('never asks about pronouns, structural headings or empty sections', () => {
    const markdown =
      '## See also\n\nThe returns guide covers refunds.\n\n## Contents\n\n## Overview\n\nIt is a tool that helps.\n\n## Limits'
    expect(extractQuestionAnswers(markdown)).toEqual([])
  })

  it('is deterministic and caps long answers at a sentence end', () => {
    const long = Array.from({ length: 60 }, (_unused, index) => `Sentence number ${index} explains one more detail.`)
    const markdown = `## Configure carriers\n\n${long.join(' ')}`
    const first = extractQuestionAnswers(markdown)
    expect(extractQuestionAnswers(markdown)).toEqual(first)
    expect(first[0]?.completion.length).toBeLessThanOrEqual(1500)
    expect(first[0]?.completion.endsWith('detail.')).toBe(true)
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
