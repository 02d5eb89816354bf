import { type ColorScheme, type FrameConfig, type FrameMessage, toWire } from '../protocol/messages.ts'
import { validateHostMessage } from '../protocol/validate-message.ts'
import { hostOriginFrom } from './host-origin.ts'
import './frame.css'

const hostOrigin = hostOriginFrom(window.location.hash)
const embedded = window.parent !== window
let config: FrameConfig = { title: 'Assistant', colorScheme: 'light', expanded: false }

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string) {
  const created = document.createElement(tag)
  created.className = className
  if (text) created.textContent = text
  return created
}

const title = element('h1', 'frame__title')
const expandButton = element('button', 'frame__icon-button')
const closeButton = element('button', 'frame__icon-button', '×')
closeButton.setAttribute('aria-label', 'Close chat')
for (const button of [expandButton, closeButton]) button.type = 'button'

const actions = element('div', 'frame__actions')
actions.append(expandButton, closeButton)
const header = element('header', 'frame__header')
header.append(title, actions)

const notice = element('section', 'frame__notice')
notice.append(
  element('h2', 'frame__notice-title', 'Chat is not connected yet'),
  element(
    'p',
    'frame__notice-text',
    "This assistant's conversation service is set up with the embed settings of a deployed project, which are not connected here yet. Messages cannot be sent until then.",
  ),
)
const body = element('main', 'frame__body')
body.append(notice)

const root = document.getElementById('app') ?? document.body
root.append(header, body)

function render() {
  title.textContent = config.title
  document.title = config.title
  document.documentElement.dataset.colorScheme = config.colorScheme
  expandButton.textContent = config.expanded ? '⤡' : '⤢'
  expandButton.setAttribute('aria-label', config.expanded ? 'Shrink chat' : 'Expand chat')
  // Buttons that talk to the host page are useless when there is no trusted host page to talk to.
  for (const button of [expandButton, closeButton]) button.hidden = !embedded || !hostOrigin
}

function post(message: FrameMessage) {
  if (embedded && hostOrigin) window.parent.postMessage(toWire(message), hostOrigin)
}

function applyColorScheme(colorScheme: ColorScheme) {
  config = { ...config, colorScheme }
  render()
}

window.addEventListener('message', (event) => {
  if (!hostOrigin) return
  const result = validateHostMessage(event, { origin: hostOrigin, source: window.parent })
  if (result.outcome === 'invalid') return console.error(`Assistant widget: ${result.error}`)
  if (result.outcome === 'ignored') return
  const message = result.message
  switch (message.type) {
    case 'set_config':
      config = message.config
      return render()
    case 'override_config':
      config = { ...config, ...message.config }
      return render()
    case 'toggleColorScheme':
      return applyColorScheme(message.colorScheme)
    case 'replies':
      // The frame sends no provider requests until the chat connection exists, so no reply is awaited.
      return
  }
})

expandButton.addEventListener('click', () => post({ type: 'toggleExpand', expanded: !config.expanded }))
closeButton.addEventListener('click', () => post({ type: 'closeWidget' }))

render()
if (embedded && !hostOrigin) console.error('Assistant widget: the frame was opened without a valid host origin.')
post({ type: 'init' })
