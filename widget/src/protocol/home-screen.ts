import type { HomeCard, HomeScreen } from './messages.ts'

type Fields = Record<string, unknown>
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {})
const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

export function readHomeCards(value: unknown): HomeCard[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry): HomeCard[] => {
    const card = fieldsOf(entry)
    const type = card.type
    const title = filled(card.title)
    if ((type !== 'button' && type !== 'image' && type !== 'link') || !title) return []
    return [
      {
        type,
        title,
        description: filled(card.description),
        buttonText: filled(card.buttonText),
        image: filled(card.image),
        action: filled(card.action),
        url: filled(card.url),
      },
    ]
  })
}

/**
 * Spec section 3 "homeScreenConfig" as the host page wrote it: logo, heading, description, avatars and
 * additional cards of type button, image or link (others, and cards without a title, are left out).
 */
export function readHomeScreen(value: unknown): HomeScreen | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const home = value as Fields
  return {
    logo: filled(home.logo),
    heading: filled(home.heading),
    description: filled(home.description),
    avatars: (Array.isArray(home.avatars) ? home.avatars : []).filter((url): url is string => !!filled(url)),
    cards: readHomeCards(home.additionalCards),
  }
}
