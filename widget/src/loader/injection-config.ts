import type { ColorScheme } from '../protocol/messages.ts'
import { isColorScheme } from '../protocol/validate-message.ts'

export type ActionHandler = (args: unknown) => void

/** What a host page passes to `AssistantWidget.init` (the part of spec section 3's widget configuration used so far). */
export interface WidgetInjectionConfig {
  /** Identifies the deployed assistant to the embed service. */
  embedId?: string
  /** Header title of the chat window. */
  title?: string
  colorScheme?: ColorScheme
  /** Actions the assistant may ask the page to run: a function, or a URL string to navigate to. */
  actionsMap?: Record<string, ActionHandler | string>
}

export interface ResolvedInjectionConfig {
  embedId: string | null
  title: string
  colorScheme: ColorScheme
  actionsMap: Map<string, ActionHandler | string>
}

export const defaultTitle = 'Assistant'

/**
 * Spec section 5: the injection config is required; a colour scheme other than light or dark is logged and
 * replaced by light; only function or string entries of the actions map are kept.
 */
export function resolveInjectionConfig(
  config: unknown,
  logError: (message: string) => void = console.error,
): ResolvedInjectionConfig {
  if (typeof config !== 'object' || config === null) {
    throw new Error('AssistantWidget.init needs the injection config, for example { embedId: "..." }.')
  }
  const given = config as Record<string, unknown>
  let colorScheme: ColorScheme = 'light'
  if (given.colorScheme !== undefined) {
    if (isColorScheme(given.colorScheme)) colorScheme = given.colorScheme
    else logError(`Colour scheme must be light or dark, got ${String(given.colorScheme)}.`)
  }
  const actionsMap = new Map<string, ActionHandler | string>()
  if (typeof given.actionsMap === 'object' && given.actionsMap !== null) {
    for (const [name, entry] of Object.entries(given.actionsMap)) {
      if (typeof entry === 'function' || typeof entry === 'string')
        actionsMap.set(name, entry as ActionHandler | string)
    }
  }
  return {
    embedId: typeof given.embedId === 'string' && given.embedId.trim() !== '' ? given.embedId : null,
    title: typeof given.title === 'string' && given.title.trim() !== '' ? given.title : defaultTitle,
    colorScheme,
    actionsMap,
  }
}

/**
 * Runs a named action of the actions map. Returns false when there is no such action, so the caller can show the
 * spec's alert. A string entry is a URL the page navigates to.
 */
export function runNamedAction(
  actionsMap: ReadonlyMap<string, ActionHandler | string>,
  name: string,
  args: unknown,
  navigate: (url: string) => void,
): boolean {
  const entry = actionsMap.get(name)
  if (entry === undefined) return false
  try {
    if (typeof entry === 'string') navigate(entry)
    else entry(args)
    return true
  } catch (error) {
    console.error(`Action ${name} failed`, error)
    return false
  }
}
