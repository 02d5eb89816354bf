type Child = Node | string | null | undefined | false

/**
 * Creates an element with attributes and children. Text children become text nodes, never markup: the one
 * place that sets HTML is the message renderer, whose output is safe by construction.
 */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    if (name === 'class') created.className = String(value)
    else created.setAttribute(name, value === true ? '' : value)
  }
  for (const child of children) if (child) created.append(child)
  return created
}

export function button(
  label: string,
  attributes: Record<string, string | boolean | undefined>,
  onClick: () => void,
  ...children: Child[]
) {
  const created = element('button', { type: 'button', ...attributes }, ...(children.length > 0 ? children : [label]))
  if (children.length > 0) created.setAttribute('aria-label', label)
  created.addEventListener('click', onClick)
  return created
}

/** Inline icons (decorative; the buttons carry the labels). */
export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('width', '20')
  svg.setAttribute('height', '20')
  svg.setAttribute('aria-hidden', 'true')
  const shape = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  shape.setAttribute('d', path)
  shape.setAttribute('fill', 'currentColor')
  svg.append(shape)
  return svg
}

export const icons = {
  close: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z',
  expand: 'M4 4h7v2H7.4l4.3 4.3-1.4 1.4L6 7.4V11H4zm16 16h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V13h2z',
  shrink: 'M11 11H4V9h3.6L3.3 4.7l1.4-1.4L9 7.6V4h2zm2 2h7v2h-3.6l4.3 4.3-1.4 1.4-4.3-4.3V20h-2z',
  list: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z',
  plus: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  send: 'M3 20.5 21 12 3 3.5 3 10l12 2-12 2z',
  thumbUp:
    'M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.5-1.1L13.2 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1.2-.7z',
  thumbDown:
    'M22 3h-4v12h4zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3a1.5 1.5 0 0 0 .5 1.1l1 1 6.6-6.6A2 2 0 0 0 18 15V5a2 2 0 0 0-2-2H7a2 2 0 0 0-1.8 1.2l-3 7.1L2 12z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
} as const
