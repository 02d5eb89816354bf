import { createChat } from './chat-runtime.ts'

/** `widget-runtime.js`: the chat runtime as a classic script the loader adds to the page on demand. */
;(globalThis as { AssistantWidgetRuntime?: unknown }).AssistantWidgetRuntime = { createChat }
