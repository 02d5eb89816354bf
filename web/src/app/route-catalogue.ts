/**
 * Every screen of spec section 2, once: the router, the navigation menus and the pages not built yet are all
 * derived from this list, so a route cannot exist in one place and be missing from another.
 */

/** public: no login; docs: public documentation; console: signed in; project: signed in, inside a project. */
export type RouteArea = 'public' | 'docs' | 'console' | 'project'

/** A view of a page selected by a query parameter, e.g. `?dc=links` on data sources. */
export interface PageView {
  parameter: string
  value: string
  label: string
  description: string
}

export interface CataloguedPage {
  /** The spec's path, with its trailing slash where the spec writes one. */
  path: string
  area: RouteArea
  title: string
  /** What the page holds, shown until its feature is built. */
  description: string
  views?: PageView[]
  /** Listed in the navigation menu of its area. */
  inNavigation?: boolean
}

const publicPages: CataloguedPage[] = [
  {
    path: '/',
    area: 'public',
    title: 'Assistant Platform',
    description: 'Build, train, evaluate and deploy AI chat assistants for your product or support.',
  },
  { path: '/login/', area: 'public', title: 'Log in', description: 'Log in with your email address and password.' },
  {
    path: '/sign-up/',
    area: 'public',
    title: 'Sign up',
    description:
      'Create an account with an email address and password, or with Google sign-in. Email sign-ups confirm their address with a code we send.',
  },
  {
    path: '/verify-email/',
    area: 'public',
    title: 'Verify your email',
    description: 'Confirms the email address of a new account with the 6-digit code sent at sign-up.',
  },
  {
    path: '/invite/',
    area: 'public',
    title: 'Join an organization',
    description: 'Accepts an invitation to an organization from the link in the invitation email.',
  },
  {
    path: '/forgot-password/',
    area: 'public',
    title: 'Forgot password',
    description: 'Sends a password-reset code to the email address of your account.',
  },
  {
    path: '/reset-password/',
    area: 'public',
    title: 'Reset password',
    description: 'Checks the emailed reset code and sets a new password.',
  },
  {
    path: '/pricing/',
    area: 'public',
    title: 'Pricing',
    description:
      'Plans billed monthly or annually, prices including taxes and gateway charges, with the limits of each plan: chat messages, API requests per hour, knowledge Q&As, pages, actions, workflows, users, projects, agents, functions, free credits and months of chat history.',
  },
  {
    path: '/get-started/',
    area: 'public',
    title: 'Get started',
    description:
      'The path from sign-up to a deployed assistant: create an organization and a project, add data sources, train a model, evaluate it and deploy it.',
  },
  {
    path: '/live-demo/',
    area: 'public',
    title: 'Live demo',
    description: 'An assistant built on the platform, to try before signing up.',
  },
  {
    path: '/faq/',
    area: 'public',
    title: 'Frequently asked questions',
    description: 'Answers about plans, training, data sources, deployment and the chat widget.',
  },
  { path: '/about/', area: 'public', title: 'About', description: 'Who builds the platform and why.' },
  {
    path: '/contact-us/',
    area: 'public',
    title: 'Contact us',
    description: 'How to reach the team for sales, partnerships and general questions.',
  },
  {
    path: '/legal/terms-and-conditions/',
    area: 'public',
    title: 'Terms and conditions',
    description: 'The terms that govern use of the platform.',
  },
  {
    path: '/legal/privacy-policy/',
    area: 'public',
    title: 'Privacy policy',
    description: 'What personal data the platform collects, why, and how it is protected.',
  },
  {
    path: '/legal/cancellation-and-refund-policy/',
    area: 'public',
    title: 'Cancellation and refund policy',
    description:
      'Cancelling a subscription gives no refund; API services continue until the end of the billing cycle. Changing plan cancels the existing subscription without refund and resets limits.',
  },
  {
    path: '/legal/cookie-policy/',
    area: 'public',
    title: 'Cookie policy',
    description: 'Which cookies the platform sets, what each is for, and how to change your consent.',
  },
  {
    path: '/fine-tuning-vs-rag/',
    area: 'public',
    title: 'Fine-tuning vs RAG',
    description:
      'When to train a fine-tuned model, when retrieval-augmented generation is enough, and how to combine them.',
  },
  {
    path: '/how-companies-are-using-ai-assistants/',
    area: 'public',
    title: 'How companies are using AI assistants',
    description: 'Product guides, customer support and in-app navigation: how teams put assistants to work.',
  },
  {
    path: '/support/',
    area: 'public',
    title: 'Support',
    description: 'How to get help with your account, billing and assistants.',
  },
  {
    path: '/emails/unsubscribe/product-launch-updates/',
    area: 'public',
    title: 'Unsubscribe from product launch updates',
    description: 'Stops product launch emails to your address, using the code from the email link.',
  },
  {
    path: '/emails/unsubscribe/policy-updates/',
    area: 'public',
    title: 'Unsubscribe from policy updates',
    description: 'Stops policy update emails to your address, using the code from the email link.',
  },
  {
    path: '/emails/unsubscribe/improvement-digests/',
    area: 'public',
    title: 'Unsubscribe from weekly Improve digests',
    description: 'Stops the weekly digest of unanswered questions to your address, using the code from the email link.',
  },
  {
    path: '/lp/the-era-of-off-the-shelf-ai-is-over/',
    area: 'public',
    title: 'The era of off-the-shelf AI is over',
    description: 'Why assistants trained on your own product beat generic chatbots.',
  },
  {
    path: '/widget/',
    area: 'public',
    title: 'Chat widget',
    description:
      'The embeddable chat widget: one script tag adds your assistant to any site, with your colours, home screen cards and actions that run in the page.',
  },
  {
    path: '/widget/builder/',
    area: 'public',
    title: 'Widget builder',
    description:
      'Configure the widget button, home screen, chat window colours and welcome message, preview the result and copy the embed snippet.',
  },
]

const docsPages: CataloguedPage[] = [
  {
    path: '/docs/introduction',
    area: 'docs',
    title: 'Introduction',
    description: 'What the platform does and the concepts it uses: organizations, projects, versions and models.',
  },
  {
    path: '/docs/category/getting-started',
    area: 'docs',
    title: 'Getting started',
    description: 'Guides from a first project to a deployed assistant.',
  },
  {
    path: '/docs/getting-started/functions',
    area: 'docs',
    title: 'Functions',
    description: 'Agent functions: describing tools the assistant may call, and how their results return to the chat.',
  },
  {
    path: '/docs/content-guidelines',
    area: 'docs',
    title: 'Content guidelines',
    description: 'How to write pages, actions, workflows, FAQs and knowledge so training learns the right answers.',
  },
  {
    path: '/docs/category/api',
    area: 'docs',
    title: 'API',
    description: 'The HTTP API: authentication with API keys, the chat endpoint and the envelope every answer uses.',
  },
  {
    path: '/docs/category/sdks',
    area: 'docs',
    title: 'SDKs',
    description: 'Client libraries for adding the assistant to your own front end.',
  },
  {
    path: '/docs/sdks/frontend/web-chat',
    area: 'docs',
    title: 'Web chat SDK',
    description:
      'Embedding the chat widget: the script tag, the injection config, chat providers, actions and functions maps, and signed user ids.',
  },
  { path: '/docs/blog/', area: 'docs', title: 'Blog', description: 'Product news and articles.' },
]

const consolePages: CataloguedPage[] = [
  {
    path: '/set-password/',
    area: 'console',
    title: 'Set a password',
    description: 'Accounts created without a password set one here before using the console.',
  },
  {
    path: '/2fa/',
    area: 'console',
    title: 'Two-factor authentication',
    description:
      'Enter the one-time code from your email or authenticator app to finish logging in, or ask for a new code.',
  },
  {
    path: '/orgs/',
    area: 'console',
    title: 'Select an organization',
    description: 'The organizations you belong to. Choose one to work in, or create a new one.',
    inNavigation: true,
  },
  {
    path: '/orgs/create/',
    area: 'console',
    title: 'Create an organization',
    description: 'Name a new organization; you become its admin.',
  },
  {
    path: '/orgs/settings/',
    area: 'console',
    title: 'Organization settings',
    description: "The organization's name and details. Only admins open organization settings.",
    inNavigation: true,
  },
  {
    path: '/orgs/settings/users/',
    area: 'console',
    title: 'Users',
    description: "The organization's members and their roles; admins change roles and remove users here.",
    inNavigation: true,
  },
  {
    path: '/orgs/settings/users/invite/',
    area: 'console',
    title: 'Invite users',
    description: 'Invite people to the organization by email.',
  },
  {
    path: '/orgs/settings/users/pending-invitations/',
    area: 'console',
    title: 'Pending invitations',
    description: 'Invitations not yet accepted; admins cancel them here.',
  },
  {
    path: '/orgs/settings/billing/',
    area: 'console',
    title: 'Billing',
    description: "The organization's subscription, add-ons, payments and billing information.",
    inNavigation: true,
    views: [
      {
        parameter: 'bt',
        value: 'plans',
        label: 'Plans',
        description: 'The current plan and the plans to upgrade, subscribe or start a free trial.',
      },
      {
        parameter: 'bt',
        value: 'add-ons',
        label: 'Add-ons',
        description: 'Extra packs, such as chat messages valid for 30 days, bought on top of a plan.',
      },
      {
        parameter: 'bt',
        value: 'payments',
        label: 'Payments',
        description: 'Past payments with ID, description, amount and date, each with a receipt to download.',
      },
    ],
  },
  {
    path: '/orgs/costs/',
    area: 'console',
    title: 'Costs',
    description: "The organization's spending and credit usage over time.",
    inNavigation: true,
  },
  {
    path: '/dashboard/',
    area: 'console',
    title: 'Dashboard',
    description:
      "Usage for the current month against the plan's limits: chat messages, knowledge Q&As, pages, actions, workflows and agent functions, with a 30-day breakdown.",
    inNavigation: true,
  },
  {
    path: '/projects/',
    area: 'console',
    title: 'Projects',
    description: 'The projects of the selected organization. Choose one to work on, or create a new one.',
    inNavigation: true,
  },
  {
    path: '/projects/versions/',
    area: 'console',
    title: 'Versions',
    description:
      "The project's versions: rename, create, import, freeze and unfreeze them, and choose the one to work on.",
  },
  {
    path: '/projects/create/',
    area: 'console',
    title: 'Create a project',
    description: 'Name a new project in the selected organization.',
  },
  {
    path: '/projects/view/',
    area: 'console',
    title: 'Project overview',
    description: "The selected project's versions, app information and training timeline.",
  },
  {
    path: '/projects/settings/',
    area: 'console',
    title: 'Project settings',
    description: "The project's name and app information, and deleting the project.",
  },
  {
    path: '/projects/settings/access/',
    area: 'console',
    title: 'Project access',
    description: 'Which organization members can use this project, and with which access.',
  },
  {
    path: '/account/settings/',
    area: 'console',
    title: 'Account settings',
    description: 'Your name, password and email preferences.',
  },
]

const projectPages: CataloguedPage[] = [
  {
    path: '/projects/data-sources/',
    area: 'project',
    title: 'Data sources',
    description: 'What the assistant learns from.',
    inNavigation: true,
    views: [
      {
        parameter: 'dc',
        value: 'info',
        label: 'App info',
        description: 'Basic information about your product that every answer can rely on.',
      },
      {
        parameter: 'dc',
        value: 'links',
        label: 'Links',
        description: 'Web pages to read, one by one or by crawling nested links, with the status of each crawl.',
      },
      {
        parameter: 'dc',
        value: 'files',
        label: 'Files',
        description: 'Uploaded documents to learn from.',
      },
    ],
  },
  {
    path: '/projects/pre-processing/',
    area: 'project',
    title: 'Pre-processing',
    description: 'The material training uses, prepared from the data sources and edited by hand.',
    inNavigation: true,
    views: [
      {
        parameter: 'dp',
        value: 'knowledge',
        label: 'Knowledge',
        description: 'Prompt and completion pairs: search, add, edit, delete, import and export them.',
      },
      {
        parameter: 'dp',
        value: 'pages',
        label: 'Pages',
        description: 'The pages of your app the assistant can send users to.',
      },
      {
        parameter: 'dp',
        value: 'actions',
        label: 'Actions',
        description: 'Actions the assistant can suggest, run by the widget in your page.',
      },
      {
        parameter: 'dp',
        value: 'workflows',
        label: 'Workflows',
        description: 'Multi-step tasks the assistant can guide users through.',
      },
    ],
  },
  {
    path: '/projects/training/',
    area: 'project',
    title: 'Training',
    description:
      'Start training a model on the current version, with its cost and limits estimated first, and follow its progress.',
    inNavigation: true,
  },
  {
    path: '/projects/evaluation/',
    area: 'project',
    title: 'Evaluation',
    description: 'Test a trained model before deploying it.',
    inNavigation: true,
    views: [
      {
        parameter: 'pgw',
        value: 'tests',
        label: 'Tests',
        description: 'Test runs over a test set, their progress and the results of each test case.',
      },
      {
        parameter: 'pg',
        value: 'playground',
        label: 'Playground',
        description: 'Chat with a trained model, with or without retrieval and a system prompt.',
      },
      {
        parameter: 'pg',
        value: 'testcases',
        label: 'Test cases',
        description: 'Prompts with their expected completions, to run against every model.',
      },
    ],
  },
  {
    path: '/projects/deployment/',
    area: 'project',
    title: 'Deployment',
    description: 'Put a trained model to work.',
    inNavigation: true,
    views: [
      {
        parameter: 'dpm',
        value: 'messages',
        label: 'Messages',
        description:
          'The Improve inbox (questions the assistant could not answer, grouped), recent chats with the deployed model and the messages of each.',
      },
      {
        parameter: 'dpm',
        value: 'api-keys',
        label: 'API keys',
        description: 'Keys that expose a model, with their allowed domains, retrieval setting and system prompt.',
      },
    ],
  },
  {
    path: '/projects/functions/',
    area: 'project',
    title: 'Functions',
    description: 'Agent functions the assistant can call as tools.',
    inNavigation: true,
  },
  {
    path: '/projects/prompts/',
    area: 'project',
    title: 'Prompts',
    description: 'Prompts that shape how the assistant answers.',
    inNavigation: true,
    views: [
      {
        parameter: 'cp',
        value: 'system',
        label: 'System prompts',
        description: 'System prompts to attach to API keys and playground chats.',
      },
    ],
  },
]

export const routeCatalogue: readonly CataloguedPage[] = [
  ...publicPages,
  ...docsPages,
  ...consolePages,
  ...projectPages,
]

export function pagesOf(area: RouteArea): CataloguedPage[] {
  return routeCatalogue.filter((page) => page.area === area)
}

/** React Router's relative form of a spec path: `/orgs/settings/` becomes `orgs/settings`. */
export function routerPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '')
}
