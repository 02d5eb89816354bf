import { Marked } from 'marked'
import { escapeMarkup } from './escape-markup.ts'

/** Only web and mail links; `javascript:`, `data:` and the like never become an attribute. */
export function safeUrl(href: string, allowMail = true): string | null {
  try {
    const url = new URL(href, 'https://relative.invalid/')
    if (url.protocol === 'https:' || url.protocol === 'http:' || (allowMail && url.protocol === 'mailto:')) {
      return url.origin === 'https://relative.invalid' ? null : url.href
    }
  } catch {
    // Not a URL: no link.
  }
  return null
}

/**
 * Markdown for assistant and tool content. Safe by construction rather than by cleaning afterwards: raw HTML
 * in a reply is shown as text, links get attributes we write and escape ourselves from checked URLs, images
 * become such links (nothing loads until the reader opens one), and everything else is markdown the parser
 * escapes. So a reply holding `<img src=x onerror=...>` or a `javascript:` link renders as harmless text.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeMarkup(text)
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens)
      const url = safeUrl(href)
      if (!url) return label
      const titleAttribute = title ? ` title="${escapeMarkup(title)}"` : ''
      return `<a href="${escapeMarkup(url)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${label}</a>`
    },
    // A reply's image would load from wherever it names as soon as the reply shows: a beacon telling a third party
    // who read it. It becomes a link the reader can choose to open.
    image({ href, text }) {
      const url = safeUrl(href, false)
      if (!url) return escapeMarkup(text)
      return `<a href="${escapeMarkup(url)}" target="_blank" rel="noopener noreferrer">${escapeMarkup(text || url)}</a>`
    },
    code({ text, lang }) {
      const language = (lang ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? ''
      const languageClass = /^[a-z]+$/.test(language) ? ` class="language-${language}"` : ''
      return `<pre><code${languageClass}>${escapeMarkup(text)}</code></pre>`
    },
  },
})

export function renderMarkdown(source: string): string {
  return markdown.parse(source) as string
}
