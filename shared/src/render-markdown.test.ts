import { describe, expect, it } from 'vitest'
import { renderMarkdown, safeUrl } from './render-markdown.ts'

const allowedTags = new Set([
  'p',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'a',
  'img',
  'br',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
])
const allowedAttributes = new Set([
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'loading',
  'class',
  'align',
  'type',
  'checked',
  'disabled',
  'start',
])

/**
 * Reads every real tag of the output (escaped text has no `<`): each must be one the renderer writes, with
 * attributes it writes, and URLs that are web URLs. A `<` that starts no well-formed tag fails too.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = []
  const tag = /<\/?([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/gi
  const rest = html.replace(tag, (whole, name: string, attributes: string) => {
    if (!allowedTags.has(name.toLowerCase())) problems.push(`tag ${name}`)
    for (const [, attribute, value] of attributes.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)) {
      if (!allowedAttributes.has(String(attribute).toLowerCase())) problems.push(`attribute ${attribute}`)
      if ((attribute === 'href' || attribute === 'src') && !/^(https?:|mailto:)/.test(value ?? ''))
        problems.push(`url ${value}`)
    }
    return whole.startsWith('<input') && !/type="checkbox"/.test(whole) ? '<' : ''
  })
  if (rest.includes('<')) problems.push('stray <')
  return problems
}

describe('renderMarkdown', () => {
  it('renders the usual markdown', () => {
    const html = renderMarkdown('**Plans** start at *10 EUR*.\n\n- one\n- two\n\n`code`')
    expect(html).toContain('<strong>Plans</strong>')
    expect(html).toContain('<em>10 EUR</em>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<code>code</code>')
  })

  it('shows raw HTML of a reply as text, so event handlers and scripts never run', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      'Hi <script>alert(1)</script>',
      '<svg onload=alert(1)></svg>',
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="x" onclick="alert(1)">x</div>',
    ]
    for (const attack of attacks) {
      const html = renderMarkdown(attack)
      expect(unsafeParts(html), attack).toEqual([])
      expect(html).toContain('&lt;')
    }
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('keeps web links, opening in a new tab, and drops script links', () => {
    expect(renderMarkdown('[Docs](https://example.org/docs)')).toContain(
      '<a href="https://example.org/docs" target="_blank" rel="noopener noreferrer">Docs</a>',
    )
    const scripted = renderMarkdown('[click](javascript:alert(1)) [data](data:text/html,<script>alert(1)</script>)')
    expect(unsafeParts(scripted)).toEqual([])
    expect(scripted).not.toContain('<a ')
  })

  it('escapes attributes and text it writes', () => {
    const html = renderMarkdown('![x" onerror="alert(1)](https://example.org/a.png "t")')
    expect(unsafeParts(html)).toEqual([])
    expect(html).toContain('>x&quot; onerror=&quot;alert(1)</a>')
  })

  it('never loads a remote image from a reply: it becomes a link (issue 38, a beacon in a reply)', () => {
    const html = renderMarkdown('Here: ![tracking pixel](https://evil.example/beacon.png?user=1)')
    expect(html).not.toContain('<img')
    expect(html).toContain(
      '<a href="https://evil.example/beacon.png?user=1" target="_blank" rel="noopener noreferrer">tracking pixel</a>',
    )
    expect(renderMarkdown('![](https://evil.example/b.png)')).toContain('>https://evil.example/b.png</a>')
  })

  it('marks code blocks with their language and escapes the code', () => {
    const html = renderMarkdown('```tsx\nconst a = <div onClick={run} />\n```')
    expect(html).toContain('<pre><code class="language-tsx">const a = &lt;div onClick={run} /&gt;')
    expect(unsafeParts(renderMarkdown('```"><script>\nx\n```'))).toEqual([])
    expect(unsafeParts('<p onclick="x">')).toEqual(['attribute onclick'])
    expect(unsafeParts('<script>')).toEqual(['tag script'])
  })
})

describe('safeUrl', () => {
  it('allows http, https and mail only', () => {
    expect(safeUrl('https://example.org')).toBe('https://example.org/')
    expect(safeUrl('mailto:help@example.org')).toBe('mailto:help@example.org')
    expect(safeUrl('mailto:help@example.org', false)).toBeNull()
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBeNull()
    expect(safeUrl('data:text/html,x')).toBeNull()
    expect(safeUrl('/relative')).toBeNull()
  })
})
