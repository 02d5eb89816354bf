/*
 * A key's widget appearance, the words both sides need without zod: the chat page of a key carries the key's
 * appearance in a JSON block with this id (the server writes it, the widget's frame reads it), and the welcome the
 * widget says when neither the key nor the embed code sets one (an empty panel reads as broken; issue 43 item 6).
 * The appearance's schema is `widgetAppearanceSchema` in contracts/deployment.ts.
 */

/** The id of the `<script type="application/json">` block of the key's chat page that holds its appearance. */
export const keyAppearanceElementId = 'assistant-key-appearance'

/** What the chat says first when neither the key's appearance nor the host page sets a welcome message. */
export const defaultWelcomeMessage =
  'Hi! How can I help you today? Ask me a question and I will answer from what I know.'

/** Suggested questions a key may offer under its welcome message (chips that send the question). */
export const maximumSuggestedQuestions = 6
