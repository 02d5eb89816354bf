import type { ChatSession } from '../../protocol/chat.ts'
import { button, element } from '../dom.ts'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function when(createdAt: string): string {
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** The visitor's conversations, newest first; choosing one opens it. */
export function sessionListView(
  sessions: ChatSession[] | null,
  currentId: string | null,
  callbacks: { open(session: ChatSession): void; startNew(): void },
): HTMLElement {
  const list =
    sessions === null
      ? element('p', { class: 'sessions__empty', role: 'status' }, 'Loading conversations…')
      : sessions.length === 0
        ? element('p', { class: 'sessions__empty' }, 'No conversations yet.')
        : element(
            'ul',
            { class: 'sessions__list' },
            ...sessions.map((session) =>
              element(
                'li',
                {},
                button(
                  `${session.title}${session.closed ? ' (closed)' : ''}, ${when(session.createdAt)}`,
                  { class: 'session', 'aria-current': session.id === currentId ? 'true' : undefined },
                  () => callbacks.open(session),
                  element('span', { class: 'session__title' }, session.title),
                  element(
                    'span',
                    { class: 'session__meta' },
                    `${when(session.createdAt)}${session.closed ? ' · closed' : ''}`,
                  ),
                ),
              ),
            ),
          )
  return element(
    'section',
    { class: 'sessions', 'aria-labelledby': 'sessions-heading' },
    element('h2', { id: 'sessions-heading', class: 'sessions__heading' }, 'Conversations'),
    button('New conversation', { class: 'primary-button' }, callbacks.startNew),
    list,
  )
}
