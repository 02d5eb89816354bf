/**
 * The postMessage protocol between the loader on the host page and the chat frame (spec section 7,
 * "Widget iframe messages"). "In" messages travel from the frame to the host page's loader; "back" messages
 * travel from the loader to the frame. Every message carries `channel`, so the host page's other postMessage
 * traffic is told apart without guessing.
 */

export const widgetChannel = 'assistant-widget'

export type ColorScheme = 'light' | 'dark'
export const colorSchemes: readonly ColorScheme[] = ['light', 'dark']

/** Spec section 9: 400x704 px; expanded 688 px wide and the full viewport height minus 48 px. */
export const widgetSize = {
  width: 400,
  height: 704,
  expandedWidth: 688,
  expandedHeightMargin: 48,
} as const

/** Spec section 8: what the chat frame shows when a chat provider call fails. */
export const providerErrors = {
  chatProviderListSessions: 'Failed to list sessions',
  chatProviderListSessionMessages: 'Failed to list session messages',
  chatProviderSendMessage: 'Failed to send message',
  chatProviderCreateSession: 'Failed to create session',
} as const

/** Spec section 5: the alert shown when a requested action is unknown or disabled. */
export const actionErrorMessage = 'An error occurred while trying to run the action.'

/** Messages the frame sends to the loader. */
export type FrameMessage =
  /** The frame has loaded and listens; the loader answers with `set_config`. */
  | { type: 'init' }
  | { type: 'toggleExpand'; expanded: boolean }
  | { type: 'chatProviderListSessions'; requestId: string }
  | { type: 'chatProviderListSessionMessages'; requestId: string; sessionId: string }
  | { type: 'chatProviderSendMessage'; requestId: string; sessionId: string | null; message: string; isNew: boolean }
  | { type: 'chatProviderCreateSession'; requestId: string }
  | { type: 'runAction'; action: string; args?: unknown }
  | { type: 'closeWidget' }
  | { type: 'runHomeCardAction'; action: string }

export type FrameMessageType = FrameMessage['type']
export type ProviderRequestType = keyof typeof providerErrors

/** What the loader tells the frame about its look and text; the rest of the widget configuration stays on the host. */
export interface FrameConfig {
  title: string
  colorScheme: ColorScheme
  expanded: boolean
}

/** Messages the loader sends to the frame. */
export type HostMessage =
  | { type: 'replies'; requestId: string; ok: true; data: unknown }
  | { type: 'replies'; requestId: string; ok: false; error: string }
  | { type: 'set_config'; config: FrameConfig }
  | { type: 'override_config'; config: Partial<FrameConfig> }
  | { type: 'toggleColorScheme'; colorScheme: ColorScheme }

export type HostMessageType = HostMessage['type']

/** The message as it crosses the window boundary. */
export type Wire<Message> = Message & { channel: typeof widgetChannel }

export function toWire<Message extends FrameMessage | HostMessage>(message: Message): Wire<Message> {
  return { channel: widgetChannel, ...message }
}
