import {
  type ChatAction,
  type ChatMessage,
  type ChatSession,
  localMessageId,
  readChatMessage,
  readChatSession,
} from '../protocol/chat.ts'
import { type FrameConfig, type FrameMessage, toWire } from '../protocol/messages.ts'
import { validateHostMessage } from '../protocol/validate-message.ts'
import { button, element, icon, icons } from './dom.ts'
import { createFrameBridge } from './frame-bridge.ts'
import { hostOriginFrom } from './host-origin.ts'
import { keepFocusInside } from './keep-focus-inside.ts'
import { readKeyAppearance, withKeyAppearance } from './key-appearance.ts'
import { homeView } from './views/home-view.ts'
import { type Feedback, markdownBody, messageView, pendingAnswerView } from './views/message-view.ts'
import { sessionListView } from './views/session-list-view.ts'
import './frame.css'

const hostOrigin = hostOriginFrom(window.location.hash)
const embedded = window.parent !== window
/** How the key's owner wants the widget to look (console, Deployment); laid over each config the loader sends. */
const keyAppearance = readKeyAppearance(document)
const connected = embedded && hostOrigin !== null

type View = 'home' | 'chat' | 'sessions'

const state = {
  config: { title: 'Assistant', colorScheme: 'light', expanded: false } as FrameConfig,
  configured: false,
  view: 'chat' as View,
  sessions: null as ChatSession[] | null,
  session: null as ChatSession | null,
  messages: [] as ChatMessage[],
  /** The answer being streamed, null when none is awaited. */
  pendingAnswer: null as string | null,
  loadingMessages: false,
  /** Set by a new-session request until the first message of that session is sent. */
  newSessionPending: false,
  error: null as string | null,
}

function post(message: FrameMessage) {
  if (connected && hostOrigin) window.parent.postMessage(toWire(message), hostOrigin)
}
const bridge = createFrameBridge(post)

// Thumbs go to the provider (the embed service records them for the console) and stay in this frame's storage,
// so they show on this device even with a proxy that keeps none.
const feedbackKey = 'assistant-widget-feedback'
function readFeedback(): Record<string, Feedback> {
  try {
    return JSON.parse(localStorage.getItem(feedbackKey) ?? '{}') as Record<string, Feedback>
  } catch {
    return {}
  }
}
const feedback = readFeedback()

function keepFeedback(messageId: string, given: Feedback | null) {
  if (given) feedback[messageId] = given
  else delete feedback[messageId]
  try {
    localStorage.setItem(feedbackKey, JSON.stringify(feedback))
  } catch {
    // Storage may be blocked; the choice still shows for this visit.
  }
  renderMessages()
}

// ---- layout: header, live region for errors, the view, the composer
const root = document.getElementById('app') ?? document.body
const title = element('h1', { id: 'chat-title', class: 'header__title' })
const subtitle = element('p', { class: 'header__subtitle' })
const homeButton = button('Home', { class: 'icon-button' }, () => show('home'), icon(icons.home))
const sessionsButton = button('Conversations', { class: 'icon-button' }, () => openSessions(), icon(icons.list))
const newButton = button('New conversation', { class: 'icon-button' }, () => startNewConversation(), icon(icons.plus))
const expandButton = button(
  'Expand chat',
  { class: 'icon-button' },
  () => post({ type: 'toggleExpand', expanded: !state.config.expanded }),
  icon(icons.expand),
)
const closeButton = button(
  'Close chat',
  { class: 'icon-button' },
  () => post({ type: 'closeWidget' }),
  icon(icons.close),
)
const header = element(
  'header',
  { class: 'header' },
  element('div', { class: 'header__text' }, title, subtitle),
  element('div', { class: 'header__actions' }, homeButton, sessionsButton, newButton, expandButton, closeButton),
)
const errorBanner = element('div', { class: 'error', role: 'alert' })
const body = element('main', { class: 'body' })
const messageList = element('div', {
  class: 'messages',
  role: 'log',
  'aria-live': 'polite',
  'aria-label': 'Conversation',
})
const input = element('textarea', { id: 'message-input', class: 'composer__input', rows: '1', name: 'message' })
const sendButton = element(
  'button',
  { type: 'submit', class: 'composer__send', 'aria-label': 'Send message' },
  icon(icons.send),
)
const composer = element(
  'form',
  { class: 'composer' },
  element('label', { for: 'message-input', class: 'visually-hidden' }, 'Message'),
  input,
  sendButton,
)
root.setAttribute('role', 'dialog')
root.setAttribute('aria-modal', 'true')
root.setAttribute('aria-labelledby', 'chat-title')
root.append(header, errorBanner, body, composer)
keepFocusInside(root, () => post({ type: 'closeWidget' }))

const messageCallbacks = {
  runAction: (action: ChatAction) => post({ type: 'runAction', action: action.action, args: action.args }),
  ask: (question: string) => void send(question),
  giveFeedback(messageId: string, given: Feedback) {
    const previous = feedback[messageId] ?? null
    const chosen = previous === given ? null : given
    keepFeedback(messageId, chosen)
    const sessionId = state.session?.id
    // Only a message the server stored can carry a thumb there.
    if (!sessionId || messageId.startsWith('local-')) return
    bridge
      .request('chatProviderSendFeedback', { sessionId, messageId, feedback: chosen })
      .catch(() => keepFeedback(messageId, previous))
  },
  feedbackOf: (messageId: string) => feedback[messageId],
}

function applyConfig() {
  const { config } = state
  title.textContent = config.title
  subtitle.textContent = config.subtitle ?? ''
  subtitle.hidden = !config.subtitle
  document.title = config.title
  document.documentElement.dataset.colorScheme = config.colorScheme
  const style = document.documentElement.style
  if (config.primaryColor) style.setProperty('--primary', config.primaryColor)
  if (config.accentColor) style.setProperty('--accent', config.accentColor)
  input.placeholder = config.placeholder ?? 'Ask a question…'
  expandButton.replaceChildren(icon(config.expanded ? icons.shrink : icons.expand))
  expandButton.setAttribute('aria-label', config.expanded ? 'Shrink chat' : 'Expand chat')
  expandButton.setAttribute('aria-pressed', String(config.expanded))
  homeButton.hidden = !config.homeScreen
  // Buttons that talk to the host page are useless when there is no trusted host page to talk to.
  for (const control of [expandButton, closeButton]) control.hidden = !connected
}

function welcomeView(): HTMLElement | null {
  const welcome = state.config.welcomeMessage
  if (!welcome) return null
  const article = element(
    'article',
    { class: 'message message--assistant message--welcome' },
    element('span', { class: 'visually-hidden' }, 'Assistant:'),
    element('div', { class: 'message__bubble' }, markdownBody(welcome.content)),
  )
  if (welcome.suggestedActions.length > 0) {
    article.append(
      element(
        'div',
        { class: 'chips', role: 'group', 'aria-label': 'Suggested actions' },
        ...welcome.suggestedActions.map((action) =>
          button(action.label, { class: 'chip' }, () => messageCallbacks.runAction(action)),
        ),
      ),
    )
  }
  const questions = welcome.suggestedQuestions ?? []
  if (questions.length > 0) {
    article.append(
      element(
        'div',
        { class: 'chips', role: 'group', 'aria-label': 'Suggested questions' },
        ...questions.map((question) => button(question, { class: 'chip' }, () => messageCallbacks.ask(question))),
      ),
    )
  }
  return article
}

function renderMessages() {
  const views: (HTMLElement | null)[] = [welcomeView()]
  if (state.loadingMessages)
    views.push(element('p', { class: 'messages__status', role: 'status' }, 'Loading the conversation…'))
  for (const message of state.messages) views.push(messageView(message, messageCallbacks, { feedback: true }))
  if (state.pendingAnswer !== null) views.push(pendingAnswerView(state.pendingAnswer))
  messageList.replaceChildren(...views.filter((view): view is HTMLElement => view !== null))
  messageList.scrollTop = messageList.scrollHeight
}

function render() {
  errorBanner.textContent = state.error ?? ''
  errorBanner.hidden = !state.error
  composer.hidden = state.view !== 'chat'
  sendButton.disabled = state.pendingAnswer !== null || !connected
  if (state.view === 'home' && state.config.homeScreen) {
    const latest = state.sessions?.[0]
    body.replaceChildren(
      homeView(state.config.homeScreen, state.config.title, {
        startChat: () => startNewConversation(),
        continueChat: latest ? () => openSession(latest) : null,
        runCardAction: (action) => post({ type: 'runHomeCardAction', action }),
      }),
    )
  } else if (state.view === 'sessions') {
    body.replaceChildren(
      sessionListView(state.sessions, state.session?.id ?? null, {
        open: (session) => void openSession(session),
        startNew: () => startNewConversation(),
      }),
    )
  } else {
    body.replaceChildren(messageList)
    renderMessages()
  }
}

function show(view: View) {
  state.view = view
  render()
  if (view === 'chat') input.focus()
  else body.querySelector<HTMLElement>('button, a[href]')?.focus()
}

function fail(error: unknown) {
  state.error = error instanceof Error ? error.message : String(error)
  render()
}

async function loadSessions(): Promise<ChatSession[]> {
  const sessions = (await bridge.request('chatProviderListSessions', {})).flatMap(
    (entry) => readChatSession(entry) ?? [],
  )
  state.sessions = sessions.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return state.sessions
}

async function openSession(session: ChatSession) {
  state.session = session
  state.messages = []
  state.error = null
  state.loadingMessages = session.id !== null
  show('chat')
  if (!session.id) return
  try {
    const messages = await bridge.request('chatProviderListSessionMessages', { sessionId: session.id })
    state.messages = messages.map(readChatMessage)
    for (const message of state.messages) if (message.feedback) feedback[message.id] = message.feedback
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error)
  }
  state.loadingMessages = false
  render()
}

async function openSessions() {
  state.view = 'sessions'
  state.sessions = null
  render()
  try {
    await loadSessions()
    render()
  } catch (error) {
    fail(error)
  }
}

/** Spec section 4: a new conversation starts as new; its first message carries the flag (the loader keeps it). */
async function startNewConversation() {
  state.error = null
  try {
    state.session = await bridge.request('chatProviderCreateSession', {})
    state.newSessionPending = true
    state.messages = []
    show('chat')
  } catch (error) {
    fail(error)
  }
}

async function send(text: string) {
  const message = text.trim()
  if (!message || state.pendingAnswer !== null || !connected) return
  state.error = null
  if (!state.session) await startNewConversation()
  const isNew = state.newSessionPending
  state.newSessionPending = false
  state.messages.push({
    id: localMessageId(),
    role: 'user',
    content: message,
    suggestedActions: [],
    suggestions: [],
    toolCalls: [],
    createdAt: new Date().toISOString(),
  })
  state.pendingAnswer = ''
  render()
  try {
    const result = await bridge.request(
      'chatProviderSendMessage',
      { sessionId: state.session?.id ?? null, message, isNew },
      (progress) => {
        if (progress.kind === 'delta') state.pendingAnswer = (state.pendingAnswer ?? '') + progress.text
        else {
          state.messages.push(readChatMessage(progress.message))
          state.pendingAnswer = ''
        }
        renderMessages()
      },
    )
    const streamed = new Set(state.messages.map((shown) => shown.id))
    state.messages.push(...result.messages.map(readChatMessage).filter((answer) => !streamed.has(answer.id)))
    if (state.session && result.sessionId) state.session = { ...state.session, id: result.sessionId }
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error)
  }
  state.pendingAnswer = null
  render()
  input.focus()
}

composer.addEventListener('submit', (event) => {
  event.preventDefault()
  const text = input.value
  input.value = ''
  void send(text)
})
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault()
    composer.requestSubmit()
  }
})
// The loader focuses the frame when it opens; the visitor lands in the message box (or the view's first control).
window.addEventListener('focus', () => {
  if (document.activeElement === document.body) show(state.view)
})

/** First config: open the visitor's latest conversation, or the home screen when there is one. */
async function start() {
  let sessions: ChatSession[] = []
  try {
    sessions = await loadSessions()
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error)
  }
  const latest = sessions.find((session) => !session.closed)
  if (state.config.homeScreen) {
    state.view = 'home'
    render()
  } else if (latest) await openSession(latest)
  else render()
}

window.addEventListener('message', (event) => {
  if (!hostOrigin) return
  const result = validateHostMessage(event, { origin: hostOrigin, source: window.parent })
  if (result.outcome === 'invalid') return console.error(`Assistant widget: ${result.error}`)
  if (result.outcome === 'ignored') return
  const message = result.message
  switch (message.type) {
    case 'set_config': {
      state.config = withKeyAppearance(message.config, keyAppearance)
      applyConfig()
      if (!state.configured) {
        state.configured = true
        void start()
      } else render()
      return
    }
    case 'override_config':
      state.config = { ...state.config, ...message.config }
      applyConfig()
      return render()
    case 'toggleColorScheme':
      state.config = { ...state.config, colorScheme: message.colorScheme }
      return applyConfig()
    case 'replies':
      return bridge.receive(message)
  }
})

applyConfig()
render()
if (embedded && !hostOrigin) console.error('Assistant widget: the frame was opened without a valid host origin.')
post(keyAppearance.primaryColor ? { type: 'init', primaryColor: keyAppearance.primaryColor } : { type: 'init' })
