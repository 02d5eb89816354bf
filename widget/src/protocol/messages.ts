/**
 * The postMessage protocol between the loader on the host page and the chat frame (spec section 7,
 * "Widget iframe messages"). "In" messages travel from the frame to the host page's loader; "back" messages
 * travel from the loader to the frame. Every message carries `channel`, so the host page's other postMessage
 * traffic is told apart without guessing.
 */

import { sdkErrorMessages } from '@platform/shared/errors'
import type { ChatSession } from './chat.ts'

export const widgetChannel = 'assistant-widget'

export type ColorScheme = 'light' | 'dark'

/** A visitor's thumbs up or down on an assistant message. */
export type Feedback = 'up' | 'down'
export const colorSchemes: readonly ColorScheme[] = ['light', 'dark']

/** Spec section 9: 400x704 px; expanded 688 px wide and the full viewport height minus 48 px. */
export const widgetSize = {
  width: 400,
  height: 704,
  expandedWidth: 688,
  expandedHeightMargin: 48,
} as const

/** Spec section 8: what the chat frame shows when a chat provider call fails (the catalogue's SDK errors). */
export const providerErrors = {
  chatProviderListSessions: sdkErrorMessages.listSessions,
  chatProviderListSessionMessages: sdkErrorMessages.listSessionMessages,
  chatProviderSendMessage: sdkErrorMessages.sendMessage,
  chatProviderCreateSession: sdkErrorMessages.createSession,
  // Spec section 8 has no message of its own for feedback; the frame shows none and takes the thumb back.
  chatProviderSendFeedback: sdkErrorMessages.sendMessage,
} as const

/** Messages the frame sends to the loader. */
export type FrameMessage =
  /**
   * The frame has loaded and listens; the loader answers with `set_config`. `primaryColor` is the key's (its chat
   * page carries it), which the loader gives the launcher too.
   */
  | { type: 'init'; primaryColor?: string }
  | { type: 'toggleExpand'; expanded: boolean }
  | { type: 'chatProviderListSessions'; requestId: string }
  | { type: 'chatProviderListSessionMessages'; requestId: string; sessionId: string }
  | { type: 'chatProviderSendMessage'; requestId: string; sessionId: string | null; message: string; isNew: boolean }
  | { type: 'chatProviderCreateSession'; requestId: string }
  /** A thumb on an assistant message the server stored; null takes it back. */
  | {
      type: 'chatProviderSendFeedback'
      requestId: string
      sessionId: string
      messageId: string
      feedback: Feedback | null
    }
  | { type: 'runAction'; action: string; args?: unknown }
  | { type: 'closeWidget' }
  | { type: 'runHomeCardAction'; action: string }

export type FrameMessageType = FrameMessage['type']
export type ProviderRequestType = keyof typeof providerErrors

/** A suggested action of the welcome message: a chip that asks the host page to run an action of its map. */
export interface WelcomeAction {
  label: string
  action: string
  args?: unknown
}

/** Spec section 3 "homeScreenConfig": additional cards of type button, image or link. */
export interface HomeCard {
  type: 'button' | 'image' | 'link'
  title: string
  description?: string
  buttonText?: string
  /** Image URL (image cards). */
  image?: string
  /** Name of an action of the host page's actions map (button and image cards). */
  action?: string
  /** Where a link card leads; opened in a new tab. */
  url?: string
}

export interface HomeScreen {
  logo?: string
  heading?: string
  description?: string
  /** Portrait URLs of the team behind the assistant, shown overlapping. */
  avatars: string[]
  cards: HomeCard[]
}

/**
 * What the loader tells the frame: look, text and the home screen. Providers, maps and secrets stay on the host
 * page; the frame only ever sees what it shows.
 */
export interface FrameConfig {
  title: string
  colorScheme: ColorScheme
  expanded: boolean
  subtitle?: string
  /** CSS colours: the header and the user's bubbles, and the accent of buttons and chips. */
  primaryColor?: string
  accentColor?: string
  /** Suggested questions (from the key's appearance) are chips that ask the question. */
  welcomeMessage?: { content: string; suggestedActions: WelcomeAction[]; suggestedQuestions?: string[] }
  homeScreen?: HomeScreen
  /** Placeholder of the message box. */
  placeholder?: string
  debug?: boolean
}

/** Streamed progress of a send request, before its final reply. */
export type SendProgress =
  /** More text of the assistant's answer being written. */
  | { kind: 'delta'; text: string }
  /** A whole message that is final: a tool call, the host page's tool result, or an assistant turn. */
  | { kind: 'message'; message: unknown }

/**
 * The final data of each provider request. Sessions and messages arrive as the server wrote them; the frame
 * reads them with `readChatSession` and `readChatMessage`, which keeps that work out of the loader.
 */
export interface ProviderReplies {
  chatProviderListSessions: unknown[]
  chatProviderListSessionMessages: unknown[]
  chatProviderSendMessage: { sessionId: string | null; messages: unknown[] }
  chatProviderCreateSession: ChatSession
  chatProviderSendFeedback: null
}

/** Messages the loader sends to the frame. */
export type HostMessage =
  | { type: 'replies'; requestId: string; ok: true; data: unknown; partial?: boolean }
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
