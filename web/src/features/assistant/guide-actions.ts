/**
 * The guide's actions map: each name is offered to the assistant, which suggests the one that fits its answer,
 * and the widget navigates to the address when the visitor clicks it. Console addresses need a sign-in; the
 * console sends visitors to log in and back.
 */
export const guideActions: Record<string, string> = {
  'Open training': '/projects/training/',
  'Create an API key': '/projects/deployment/?dpm=api-keys',
  'Add data sources': '/projects/data-sources/?dc=links',
  'Review knowledge': '/projects/pre-processing/?dp=knowledge',
  'Open the playground': '/projects/evaluation/?pg=playground',
  'Create a project': '/projects/create/',
  'Invite users': '/orgs/settings/users/invite/',
  'See pricing': '/pricing/',
  'Read the getting-started guide': '/docs/category/getting-started',
  'Open the widget builder': '/widget/builder/',
  'Contact us': '/contact-us/',
}

export const guideWelcome = {
  content: 'Hi! I answer from the platform’s docs and can take you to the right screen. What are you building?',
  suggestedActions: [
    { label: 'Open training', action: 'Open training' },
    { label: 'Create an API key', action: 'Create an API key' },
    { label: 'See pricing', action: 'See pricing' },
  ],
}
