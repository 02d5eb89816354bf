import { safeUrl } from '@platform/shared/render-markdown'
import type { HomeCard, HomeScreen } from '../../protocol/messages.ts'
import { button, element } from '../dom.ts'

export interface HomeCallbacks {
  startChat(): void
  continueChat: (() => void) | null
  runCardAction(action: string): void
}

function image(url: string | undefined, alt: string, className: string): HTMLImageElement | null {
  const checked = url ? safeUrl(url, false) : null
  return checked ? element('img', { src: checked, alt, class: className }) : null
}

function cardView(card: HomeCard, callbacks: HomeCallbacks): HTMLElement {
  const text = [
    element('h3', { class: 'card__title' }, card.title),
    card.description ? element('p', { class: 'card__description' }, card.description) : null,
  ]
  if (card.type === 'link') {
    const url = card.url ? safeUrl(card.url) : null
    if (!url) return element('div', { class: 'card' }, ...text)
    return element(
      'a',
      { class: 'card card--link', href: url, target: '_blank', rel: 'noopener noreferrer' },
      ...text,
      element('span', { class: 'card__button' }, card.buttonText ?? 'Open link'),
    )
  }
  const action = card.action
  const actionButton = action
    ? button(card.buttonText ?? card.title, { class: 'card__button' }, () => callbacks.runCardAction(action))
    : null
  if (card.type === 'image') {
    return element(
      'div',
      { class: 'card card--image' },
      image(card.image, card.title, 'card__image'),
      ...text,
      actionButton,
    )
  }
  return element('div', { class: 'card card--button' }, ...text, actionButton)
}

/** Spec section 3 "homeScreenConfig": logo, avatars and cards of type button, image or link. */
export function homeView(home: HomeScreen, title: string, callbacks: HomeCallbacks): HTMLElement {
  const avatars = home.avatars.map((url) => image(url, '', 'home__avatar'))
  return element(
    'section',
    { class: 'home', 'aria-labelledby': 'home-heading' },
    image(home.logo, `${title} logo`, 'home__logo'),
    element('h2', { id: 'home-heading', class: 'home__heading' }, home.heading ?? `Hi, this is ${title}`),
    home.description ? element('p', { class: 'home__description' }, home.description) : null,
    avatars.some(Boolean) ? element('div', { class: 'home__avatars' }, ...avatars) : null,
    element(
      'div',
      { class: 'home__start' },
      button('Start a conversation', { class: 'primary-button' }, callbacks.startChat),
      callbacks.continueChat
        ? button('Continue the conversation', { class: 'secondary-button' }, callbacks.continueChat)
        : null,
    ),
    home.cards.length > 0
      ? element('div', { class: 'home__cards' }, ...home.cards.map((card) => cardView(card, callbacks)))
      : null,
  )
}
