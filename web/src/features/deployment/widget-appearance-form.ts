import type { WidgetAppearance } from '@platform/shared/contracts/deployment'
import { defaultWelcomeMessage } from '@platform/shared/widget-appearance'

/** The appearance form's fields as the inputs hold them (questions one per line). */
export interface AppearanceFormValues {
  title: string
  subtitle: string
  welcomeMessage: string
  suggestedQuestions: string
  /** `embed`: the embed code's scheme (light unless it says dark). */
  colorScheme: 'embed' | 'light' | 'dark'
  primaryColor: string
  accentColor: string
}

/** What the widget shows when the key and the embed code set nothing (widget/src/loader/injection-config.ts). */
export const widgetDefaults = {
  title: 'Assistant',
  welcomeMessage: defaultWelcomeMessage,
  primaryColor: '#0f1b3d',
  accentColor: '#b35400',
} as const

/** A key's stored appearance as the form edits it; a new key's form starts with the default welcome filled in. */
export function formValuesOf(appearance: WidgetAppearance): AppearanceFormValues {
  return {
    title: appearance.title ?? '',
    subtitle: appearance.subtitle ?? '',
    welcomeMessage: appearance.welcomeMessage ?? defaultWelcomeMessage,
    suggestedQuestions: (appearance.suggestedQuestions ?? []).join('\n'),
    colorScheme: appearance.colorScheme ?? 'embed',
    primaryColor: appearance.primaryColor ?? '',
    accentColor: appearance.accentColor ?? '',
  }
}

/** The request body: blank fields are left out, so the embed code decides them. */
export function appearanceOf(values: AppearanceFormValues): WidgetAppearance {
  const questions = values.suggestedQuestions
    .split('\n')
    .map((question) => question.trim())
    .filter(Boolean)
  const text = (value: string) => value.trim() || undefined
  return {
    title: text(values.title),
    subtitle: text(values.subtitle),
    welcomeMessage: text(values.welcomeMessage),
    suggestedQuestions: questions.length > 0 ? questions : undefined,
    colorScheme: values.colorScheme === 'embed' ? undefined : values.colorScheme,
    primaryColor: text(values.primaryColor),
    accentColor: text(values.accentColor),
  }
}
