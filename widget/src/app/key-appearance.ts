import type { WidgetAppearance } from '@platform/shared/contracts/deployment'
import { keyAppearanceElementId } from '@platform/shared/widget-appearance'
import type { FrameConfig } from '../protocol/messages.ts'

type Fields = Record<string, unknown>
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/**
 * The key's appearance from the JSON block the key's chat page carries (show-embed-chat-page.ts). The plain
 * `frame.html` (proxy provider) has none, and anything unreadable counts as none: the embed code then decides.
 */
export function readKeyAppearance(page: {
  getElementById(id: string): { textContent: string | null } | null
}): WidgetAppearance {
  try {
    const parsed = JSON.parse(page.getElementById(keyAppearanceElementId)?.textContent ?? '{}') as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as WidgetAppearance) : {}
  } catch {
    return {}
  }
}

/**
 * The config the loader sent with the key's appearance laid over it: what the key's owner set in the console wins,
 * anything it leaves out stays as the embed code (or the loader's defaults) has it. The welcome's suggested
 * actions come from the embed code (they need the host page's actions map); the key adds suggested questions.
 *
 * @example withKeyAppearance(config, { welcomeMessage: 'Hi!', suggestedQuestions: ['Where is my parcel?'] })
 */
export function withKeyAppearance(config: FrameConfig, appearance: WidgetAppearance): FrameConfig {
  const given = appearance as Fields
  const questions = Array.isArray(given.suggestedQuestions)
    ? given.suggestedQuestions.flatMap((question) => text(question) ?? [])
    : []
  const welcome = text(given.welcomeMessage)
  const merged: FrameConfig = { ...config }
  for (const field of ['title', 'subtitle', 'primaryColor', 'accentColor'] as const) {
    const value = text(given[field])
    if (value) merged[field] = value
  }
  if (given.colorScheme === 'light' || given.colorScheme === 'dark') merged.colorScheme = given.colorScheme
  if (welcome || questions.length > 0) {
    merged.welcomeMessage = {
      content: welcome ?? config.welcomeMessage?.content ?? '',
      suggestedActions: config.welcomeMessage?.suggestedActions ?? [],
      ...(questions.length > 0 ? { suggestedQuestions: questions } : {}),
    }
  }
  return merged
}
