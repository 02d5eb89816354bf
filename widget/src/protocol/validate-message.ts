import { readHomeScreen } from './home-screen.ts'
import {
  type ColorScheme,
  colorSchemes,
  type FrameConfig,
  type FrameMessage,
  type FrameMessageType,
  type HostMessage,
  widgetChannel,
} from './messages.ts'
import { widgetValidationMessages } from './validation-messages.ts'

/**
 * - accepted: a well-formed message from the expected window and origin.
 * - ignored: not ours (another origin, another window, or not on the widget channel); dropped silently.
 * - invalid: ours but malformed; the receiver logs `error`.
 */
export type Validation<Message> =
  | { outcome: 'accepted'; message: Message }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'invalid'; error: string }

export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

export interface ExpectedSender {
  /** The only origin whose messages are accepted: the widget's for the loader, the host page's for the frame. */
  origin: string
  /** The window the message must come from: the frame's `contentWindow`, or the frame's `parent`. */
  source: unknown
}

type Fields = Record<string, unknown>

const isText = (value: unknown): value is string => typeof value === 'string'
const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

export function isColorScheme(value: unknown): value is ColorScheme {
  return colorSchemes.includes(value as ColorScheme)
}

/** An origin as `MessageEvent.origin` reports it: scheme, host and port, nothing more. */
export function isOrigin(value: unknown): value is string {
  if (!isText(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

function checkSender(event: IncomingMessage, expected: ExpectedSender): Validation<never> | Fields {
  // Both checks: the origin proves who wrote the page, the source proves which of its windows is talking.
  if (event.origin !== expected.origin) return { outcome: 'ignored', reason: `origin ${event.origin} is not trusted` }
  if (event.source !== expected.source) return { outcome: 'ignored', reason: 'message from another window' }
  const data = event.data
  if (typeof data !== 'object' || data === null || (data as Fields).channel !== widgetChannel) {
    return { outcome: 'ignored', reason: 'not a widget message' }
  }
  return data as Fields
}

const invalid = (error: string): Validation<never> => ({ outcome: 'invalid', error })
const accepted = <Message>(message: Message): Validation<Message> => ({ outcome: 'accepted', message })

function isValidation(value: Validation<never> | Fields): value is Validation<never> {
  return 'outcome' in value
}

/** What each frame message must carry (a non-empty text unless said otherwise below). */
const frameMessageFields: Record<FrameMessageType, string[]> = {
  init: [],
  closeWidget: [],
  toggleExpand: ['expanded'],
  chatProviderListSessions: ['requestId'],
  chatProviderCreateSession: ['requestId'],
  chatProviderListSessionMessages: ['requestId', 'sessionId'],
  chatProviderSendMessage: ['requestId', 'message'],
  chatProviderSendFeedback: ['requestId', 'sessionId', 'messageId'],
  runAction: ['action'],
  runHomeCardAction: ['action'],
}

/** Loader side: checks a message from the chat frame. Written as a table: the loader's size is budgeted. */
export function validateFrameMessage(event: IncomingMessage, expected: ExpectedSender): Validation<FrameMessage> {
  const data = checkSender(event, expected)
  if (isValidation(data)) return data
  const type = data.type as FrameMessageType
  const fields = Object.hasOwn(frameMessageFields, type) ? frameMessageFields[type] : null
  if (!fields) return invalid(`unknown frame message type ${String(type)}`)
  const message: Fields = { type }
  for (const field of fields) {
    const value = data[field]
    if (field === 'expanded' && typeof value !== 'boolean') return invalid(widgetValidationMessages.toggleExpandFlag)
    if (field === 'message' ? !isText(value) : field !== 'expanded' && !isNonEmptyText(value)) {
      return invalid(`${type} needs a ${field}`)
    }
    message[field] = value
  }
  if (type === 'runAction') message.args = data.args
  if (type === 'init' && isNonEmptyText(data.primaryColor)) message.primaryColor = data.primaryColor
  if (type === 'chatProviderSendMessage') {
    const sessionId = data.sessionId ?? null
    if (sessionId !== null && !isNonEmptyText(sessionId)) return invalid('sessionId must be a string or null')
    Object.assign(message, { sessionId, isNew: data.isNew === true })
  }
  if (type === 'chatProviderSendFeedback') {
    const feedback = data.feedback ?? null
    if (feedback !== null && feedback !== 'up' && feedback !== 'down')
      return invalid('feedback must be up, down or null')
    message.feedback = feedback
  }
  return accepted(message as FrameMessage)
}

function readWelcomeMessage(value: unknown): FrameConfig['welcomeMessage'] {
  const welcome = typeof value === 'object' && value !== null ? (value as Fields) : {}
  if (!isNonEmptyText(welcome.content)) return undefined
  const actions = Array.isArray(welcome.suggestedActions) ? welcome.suggestedActions : []
  const questions = Array.isArray(welcome.suggestedQuestions) ? welcome.suggestedQuestions.filter(isNonEmptyText) : []
  return {
    content: welcome.content,
    ...(questions.length > 0 ? { suggestedQuestions: questions } : {}),
    suggestedActions: actions.flatMap((entry) => {
      const action = typeof entry === 'object' && entry !== null ? (entry as Fields) : {}
      if (!isNonEmptyText(action.action)) return []
      return [
        {
          label: isNonEmptyText(action.label) ? action.label : action.action,
          action: action.action,
          args: action.args,
        },
      ]
    }),
  }
}

/** Optional parts of the frame config: the host page's own words and pictures, rendered as text or checked URLs. */
const optionalConfigKeys = [
  'subtitle',
  'primaryColor',
  'accentColor',
  'welcomeMessage',
  'homeScreen',
  'placeholder',
  'debug',
] as const

function validateConfig(value: unknown, partial: boolean): Partial<FrameConfig> | string {
  if (typeof value !== 'object' || value === null) return 'config must be an object'
  const config = value as Fields
  const result: Partial<FrameConfig> = {}
  for (const key of optionalConfigKeys) {
    const given = config[key]
    if (given === undefined) continue
    if (key === 'homeScreen') result.homeScreen = readHomeScreen(given)
    else if (key === 'welcomeMessage') result.welcomeMessage = readWelcomeMessage(given)
    else if (key === 'debug') result.debug = given === true
    else if (typeof given === 'string' && given.trim() !== '') result[key] = given
  }
  if (config.title !== undefined || !partial) {
    if (!isText(config.title)) return 'config.title must be a string'
    result.title = config.title
  }
  if (config.colorScheme !== undefined || !partial) {
    if (!isColorScheme(config.colorScheme)) return widgetValidationMessages.colorScheme
    result.colorScheme = config.colorScheme
  }
  if (config.expanded !== undefined || !partial) {
    if (typeof config.expanded !== 'boolean') return 'config.expanded must be a boolean'
    result.expanded = config.expanded
  }
  return result
}

/** Frame side: checks a message from the loader on the host page. */
export function validateHostMessage(event: IncomingMessage, expected: ExpectedSender): Validation<HostMessage> {
  const data = checkSender(event, expected)
  if (isValidation(data)) return data
  const { type } = data

  switch (type) {
    case 'replies': {
      if (!isNonEmptyText(data.requestId)) return invalid('replies needs a requestId')
      if (data.ok === true) {
        const reply = { type, requestId: data.requestId, ok: true, data: data.data } as const
        return accepted(data.partial === true ? { ...reply, partial: true } : reply)
      }
      if (data.ok === false && isText(data.error)) {
        return accepted({ type, requestId: data.requestId, ok: false, error: data.error })
      }
      return invalid('replies needs ok with data, or ok false with an error')
    }
    case 'set_config':
    case 'override_config': {
      const config = validateConfig(data.config, type === 'override_config')
      if (typeof config === 'string') return invalid(config)
      return type === 'set_config' ? accepted({ type, config: config as FrameConfig }) : accepted({ type, config })
    }
    case 'toggleColorScheme':
      if (!isColorScheme(data.colorScheme)) return invalid(widgetValidationMessages.colorScheme)
      return accepted({ type, colorScheme: data.colorScheme })
    default:
      return invalid(`unknown host message type ${String(type)}`)
  }
}
