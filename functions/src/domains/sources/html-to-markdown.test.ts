import { describe, expect, it } from 'vitest'
import { githubAlertsAsQuotes, htmlToMarkdown } from './html-to-markdown.ts'

const page = (content: string) => htmlToMarkdown(`<html><body><main><h1>Usage</h1>${content}</main></body></html>`)

describe('htmlToMarkdown keeps the structure of collapsible blocks, callouts and tabs', () => {
  it('writes <details> as its summary in bold, then its content with code and warnings kept apart', () => {
    const { markdown } = page(`
      <details>
        <summary>Need to peek into a JWT without verifying it? (Click to expand)</summary>
        <p>Use <code>jwt.decode</code>:</p>
        <pre><code>const decoded = jwt.decode(token, { complete: true });</code></pre>
        <p><strong>Warning:</strong> this will not verify whether the signature is valid.</p>
      </details>`)
    expect(markdown).toBe(
      [
        '# Usage',
        '**Need to peek into a JWT without verifying it? (Click to expand)**',
        'Use jwt.decode:',
        '```\nconst decoded = jwt.decode(token, { complete: true });\n```',
        'Warning: this will not verify whether the signature is valid.',
      ].join('\n\n'),
    )
  })

  it('writes callouts as a quote led by their kind, from a title element, a class or an aside', () => {
    const { markdown } = page(`
      <div class="admonition warning"><p class="admonition-title">Warning</p><p>Never log tokens.</p><p>Rotate keys.</p></div>
      <div class="theme-admonition theme-admonition-tip alert alert--success"><p>Cache the public key.</p></div>
      <aside class="starlight-aside starlight-aside--caution" aria-label="Caution"><p>Tokens in URLs leak.</p></aside>
      <aside class="sidebar"><a href="/x">Other pages</a></aside>
      <div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">Note</p><pre>npm i jsonwebtoken</pre></div>`)
    expect(markdown).toBe(
      [
        '# Usage',
        '> **Warning:** Never log tokens.\n>\n> Rotate keys.',
        '> **Tip:** Cache the public key.',
        '> **Caution:** Tokens in URLs leak.',
        '> **Note:**\n>\n> ```\n> npm i jsonwebtoken\n> ```',
      ].join('\n\n'),
    )
  })

  it('writes tabs as one labelled section per tab, keeping the text around them', () => {
    const { markdown } = page(`
      <div><p>Install it:</p>
        <ul role="tablist"><li role="tab" id="t1" aria-controls="p1">npm</li><li role="tab" id="t2" aria-controls="p2">yarn</li></ul>
        <div role="tabpanel" id="p1"><pre>npm install jsonwebtoken</pre></div>
        <div role="tabpanel" aria-labelledby="t2"><pre>yarn add jsonwebtoken</pre></div>
        <p>Then require it.</p>
      </div>
      <div class="tabbed-set"><div class="tabbed-labels"><label for="a">Windows</label><label for="b">macOS</label></div>
        <div class="tabbed-content"><div class="tabbed-block"><p>Press Ctrl+Shift+L.</p></div><div class="tabbed-block"><p>Press Cmd+Shift+L.</p></div></div>
      </div>`)
    expect(markdown).toBe(
      [
        '# Usage',
        'Install it:',
        '**npm**',
        '```\nnpm install jsonwebtoken\n```',
        '**yarn**',
        '```\nyarn add jsonwebtoken\n```',
        'Then require it.',
        '**Windows**',
        'Press Ctrl+Shift+L.',
        '**macOS**',
        'Press Cmd+Shift+L.',
      ].join('\n\n'),
    )
  })
})

describe('githubAlertsAsQuotes', () => {
  it('writes a GitHub alert in a Markdown source as a quote led by its kind', () => {
    expect(githubAlertsAsQuotes('Intro.\n\n> [!WARNING]\n> Keys must be secret.\n> Rotate them.\n')).toBe(
      'Intro.\n\n> **Warning:** Keys must be secret.\n> Rotate them.\n',
    )
    expect(githubAlertsAsQuotes('> A plain quote.')).toBe('> A plain quote.')
  })
})
