/**
 * The widget builder's form, and what it turns into: the injection config the live preview runs and the snippet
 * a site pastes. Pure, so the snippet's exact text is tested without a browser.
 */
export interface BuilderState {
  embedId: string
  title: string
  subtitle: string
  colorScheme: 'light' | 'dark'
  primaryColor: string
  accentColor: string
  welcomeMessage: string
  /** One suggested action per line: `Label | actionName`. */
  suggestedActions: string
  buttonLabel: string
  homeScreen: boolean
  logo: string
  heading: string
  description: string
  /** One card per line: `type | title | description | button text or URL | action or image URL`. */
  cards: string
  expanded: boolean
}

export const defaultBuilderState: BuilderState = {
  embedId: '',
  title: 'Assistant',
  subtitle: 'Answers in seconds',
  colorScheme: 'light',
  primaryColor: '#0f1b3d',
  accentColor: '#b35400',
  welcomeMessage: 'Hi! How can I help you today?',
  suggestedActions: 'See pricing | openPricing',
  buttonLabel: 'Open the assistant',
  homeScreen: false,
  logo: '',
  heading: 'How can we help?',
  description: 'Ask a question or pick a topic below.',
  cards: 'link | Documentation | Guides for every feature | Open docs | https://example.com/docs',
  expanded: false,
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter((parts) => parts.some(Boolean))

export function suggestedActionsOf(state: BuilderState): { label: string; action: string }[] {
  return lines(state.suggestedActions).flatMap(([label = '', action = '']) =>
    label && action ? [{ label, action }] : [],
  )
}

/** A home screen card as the widget's `homeScreenConfig.additionalCards` takes it. */
interface Card {
  type: 'button' | 'image' | 'link'
  title: string
  description: string
  buttonText?: string
  image?: string
  action?: string
  url?: string
}

function cardsOf(state: BuilderState): Card[] {
  return lines(state.cards).flatMap(([type = '', title = '', description = '', fourth = '', fifth = '']): Card[] => {
    if (!title) return []
    if (type === 'link') return [{ type, title, description, buttonText: fourth || undefined, url: fifth }]
    if (type === 'image') return [{ type, title, description, image: fourth, action: fifth || undefined }]
    if (type === 'button') return [{ type, title, description, buttonText: fourth || undefined, action: fifth }]
    return []
  })
}

/** The injection config, without the actions map (the host page writes its own functions). */
export function injectionConfigOf(state: BuilderState) {
  return {
    embedId: state.embedId.trim(),
    widgetButton: { label: state.buttonLabel, backgroundColor: state.primaryColor },
    chatWindow: {
      title: state.title,
      subtitle: state.subtitle,
      colorScheme: state.colorScheme,
      primaryColor: state.primaryColor,
      accentColor: state.accentColor,
      expanded: state.expanded,
      welcomeMessage: { content: state.welcomeMessage, suggestedActions: suggestedActionsOf(state) },
    },
    ...(state.homeScreen
      ? {
          homeScreenConfig: {
            logo: state.logo || undefined,
            heading: state.heading,
            description: state.description,
            additionalCards: cardsOf(state),
          },
        }
      : {}),
  }
}

/** The actions the welcome message suggests, as stubs the site fills in (string entries navigate). */
function actionsMapSource(state: BuilderState): string {
  const names = [...new Set(suggestedActionsOf(state).map((action) => action.action))]
  if (names.length === 0) return '{}'
  const entries = names.map((name) => `    ${JSON.stringify(name)}: (args) => { /* run ${name} on your page */ },`)
  return `{\n${entries.join('\n')}\n  }`
}

/** What a site pastes before `</body>`. */
export function snippetOf(state: BuilderState, widgetScriptUrl: string): string {
  const config = JSON.stringify(injectionConfigOf(state), null, 2).replace(/\n/g, '\n  ')
  return [
    `<script src="${widgetScriptUrl}"></script>`,
    '<script>',
    `  AssistantWidget.init(Object.assign(${config}, {`,
    `  actionsMap: ${actionsMapSource(state)},`,
    '  }))',
    '</script>',
  ].join('\n')
}
