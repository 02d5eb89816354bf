import { renderMarkdown, safeUrl } from '@platform/shared/render-markdown'
import type { ChatAction, ChatMessage } from '../../protocol/chat.ts'
import type { Feedback } from '../../protocol/messages.ts'
import { button, element, icon, icons } from '../dom.ts'
import { highlightCodeBlocks } from '../highlight-code.ts'

export type { Feedback }

export interface MessageCallbacks {
  runAction(action: ChatAction): void
  /** A "Did you mean" chip: its text becomes the next message. */
  ask(question: string): void
  giveFeedback(messageId: string, feedback: Feedback): void
  feedbackOf(messageId: string): Feedback | undefined
}

/** Assistant and tool text: markdown rendered safely, then code highlighted once its grammar has loaded. */
export function markdownBody(content: string): HTMLElement {
  const body = element('div', { class: 'message__markdown' })
  body.innerHTML = renderMarkdown(content)
  void highlightCodeBlocks(body)
  return body
}

function actionChips(actions: ChatAction[], callbacks: MessageCallbacks): HTMLElement | null {
  if (actions.length === 0) return null
  return element(
    'div',
    { class: 'chips', role: 'group', 'aria-label': 'Suggested actions' },
    ...actions.map((action) => button(action.label, { class: 'chip' }, () => callbacks.runAction(action))),
  )
}

function suggestionChips(suggestions: string[], callbacks: MessageCallbacks): HTMLElement | null {
  if (suggestions.length === 0) return null
  return element(
    'div',
    { class: 'chips', role: 'group', 'aria-label': 'Did you mean' },
    element('span', { class: 'chips__label' }, 'Did you mean'),
    ...suggestions.map((question) => button(question, { class: 'chip' }, () => callbacks.ask(question))),
  )
}

/** The pages the answer was read from, to check it at its source (issue 43, item 28). */
function sourceLinks(message: ChatMessage): HTMLElement | null {
  const sources = (message.sources ?? []).flatMap((source) => {
    const url = safeUrl(source.url, false)
    return url ? [{ ...source, url }] : []
  })
  if (sources.length === 0) return null
  return element(
    'div',
    { class: 'sources', role: 'group', 'aria-label': 'Sources' },
    element('span', { class: 'chips__label' }, 'Sources'),
    element(
      'ul',
      { class: 'sources__list' },
      ...sources.map((source) =>
        element(
          'li',
          {},
          element('a', { href: source.url, target: '_blank', rel: 'noopener noreferrer' }, source.title),
        ),
      ),
    ),
  )
}

function feedbackButtons(message: ChatMessage, callbacks: MessageCallbacks): HTMLElement {
  const given = callbacks.feedbackOf(message.id)
  const choice = (feedback: Feedback, label: string, path: string) =>
    button(
      label,
      { class: 'feedback__button', 'aria-pressed': String(given === feedback) },
      () => callbacks.giveFeedback(message.id, feedback),
      icon(path),
    )
  return element(
    'div',
    { class: 'feedback', role: 'group', 'aria-label': 'Was this answer helpful?' },
    choice('up', 'Helpful answer', icons.thumbUp),
    choice('down', 'Unhelpful answer', icons.thumbDown),
    given ? element('span', { class: 'feedback__thanks', role: 'status' }, 'Thanks for your feedback') : null,
  )
}

const speakerOf = { user: 'You', assistant: 'Assistant', tool: 'Page' } as const

/** One message of the conversation, as the visitor sees it. */
export function messageView(message: ChatMessage, callbacks: MessageCallbacks, options: { feedback: boolean }) {
  const article = element('article', { class: `message message--${message.role}`, 'data-message-id': message.id })
  article.append(element('span', { class: 'visually-hidden' }, `${speakerOf[message.role]}:`))
  if (message.role === 'user') {
    article.append(element('p', { class: 'message__bubble message__text' }, message.content))
    return article
  }
  if (message.role === 'tool') {
    article.append(
      element(
        'details',
        { class: 'message__tool' },
        element('summary', {}, 'The page answered a function call'),
        element('pre', { class: 'message__tool-result' }, message.content),
      ),
    )
    return article
  }
  const bubble = element('div', { class: 'message__bubble' })
  if (message.content) bubble.append(markdownBody(message.content))
  if (message.toolCalls.length > 0) {
    bubble.append(
      element(
        'p',
        { class: 'message__note' },
        `Asking the page: ${message.toolCalls.map((call) => call.name).join(', ')}`,
      ),
    )
  }
  article.append(bubble)
  const chips = [
    sourceLinks(message),
    actionChips(message.suggestedActions, callbacks),
    suggestionChips(message.suggestions, callbacks),
  ]
  for (const chip of chips) if (chip) article.append(chip)
  if (options.feedback && message.content) article.append(feedbackButtons(message, callbacks))
  return article
}

/** The answer while it streams in. */
export function pendingAnswerView(text: string): HTMLElement {
  const bubble = element('div', { class: 'message__bubble', 'aria-busy': 'true' })
  if (text) bubble.append(markdownBody(text))
  else
    bubble.append(
      element(
        'span',
        { class: 'typing', role: 'status', 'aria-label': 'The assistant is writing' },
        element('span'),
        element('span'),
        element('span'),
      ),
    )
  return element(
    'article',
    { class: 'message message--assistant message--pending' },
    element('span', { class: 'visually-hidden' }, 'Assistant:'),
    bubble,
  )
}
