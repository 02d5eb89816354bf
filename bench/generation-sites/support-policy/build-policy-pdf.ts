/**
 * Writes `support-policy.pdf`, the two-page policy of the generation bench (a fictional company's support policy,
 * written for this bench), with a running header and footer on each page as word processors print them. Run again
 * after editing the text:
 *
 *   npx tsx bench/generation-sites/support-policy/build-policy-pdf.ts
 */
import { writeFileSync } from 'node:fs'
import { type Block, buildPdf } from '../../../tests/fixtures/documentation-site/generate-documents.ts'

const runningHeader: Block = { kind: 'paragraph', text: 'Larkspur Software Ltd - Customer support policy - Version 4' }
const footer = (page: number): Block => ({
  kind: 'paragraph',
  text: `Page ${page} of 2 - Internal reference LS-POL-017`,
})

const pages: Block[][] = [
  [
    runningHeader,
    { kind: 'heading', text: 'Customer support policy' },
    {
      kind: 'paragraph',
      text: 'Version 4, effective 1 March 2026. This policy applies to every paid Larkspur Planner subscription.',
    },
    { kind: 'heading', text: 'Support hours' },
    {
      kind: 'paragraph',
      text: 'Our support team answers tickets Monday to Friday from 8:00 to 18:00 Central European Time. We are closed on weekends and on Dutch public holidays. Critical incidents on the Business plan are handled around the clock, every day of the year.',
    },
    { kind: 'heading', text: 'How to contact support' },
    {
      kind: 'paragraph',
      text: 'Open a ticket from Help > Contact support inside Larkspur Planner or write to support@larkspur.example. Business plan customers can also call +31 20 555 0147 during support hours. We do not give support through social media messages.',
    },
    { kind: 'heading', text: 'Response times' },
    {
      kind: 'paragraph',
      text: 'We send a first reply within 1 business day on the Starter plan and within 4 business hours on the Team plan. On the Business plan the first reply to a critical incident comes within 1 hour, at any time. A critical incident is an outage that stops all users of an account from working.',
    },
    { kind: 'heading', text: 'What support covers' },
    {
      kind: 'paragraph',
      text: 'Support covers questions about features, account and billing problems, errors you see in the app, and help with importing data from a spreadsheet. It does not cover writing custom scripts, training your staff, or problems caused by third-party browser extensions.',
    },
    footer(1),
  ],
  [
    runningHeader,
    { kind: 'heading', text: 'Supported versions and browsers' },
    {
      kind: 'paragraph',
      text: 'We support the current and the previous major version of the desktop app. The web app supports the last two versions of Chrome, Firefox, Safari and Edge. Internet Explorer is not supported.',
    },
    { kind: 'heading', text: 'Escalation' },
    {
      kind: 'paragraph',
      text: 'If you are not happy with how a ticket is handled, reply with the word ESCALATE in the subject line. A support lead reviews escalated tickets within 2 business days.',
    },
    { kind: 'heading', text: 'Access to your data' },
    {
      kind: 'paragraph',
      text: 'Support staff only look at your workspace with your written permission, which you can grant for 7 days from Settings > Privacy > Support access. Access ends automatically after those 7 days.',
    },
    { kind: 'heading', text: 'Refunds' },
    {
      kind: 'paragraph',
      text: 'Annual subscriptions can be refunded in full within 30 days of purchase. Monthly subscriptions are not refunded, but you can cancel at any time and keep access until the end of the paid month.',
    },
    { kind: 'heading', text: 'Changes to this policy' },
    {
      kind: 'paragraph',
      text: 'We announce changes to this policy by email at least 30 days before they take effect.',
    },
    footer(2),
  ],
]

writeFileSync(new URL('./support-policy.pdf', import.meta.url), buildPdf(pages))
process.stdout.write('wrote support-policy.pdf\n')
