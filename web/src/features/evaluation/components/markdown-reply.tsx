import { highlightCode } from '@platform/shared/highlight-code'
import { renderMarkdown } from '@platform/shared/render-markdown'
import { useEffect, useMemo, useRef } from 'react'
import './markdown-reply.css'

/** Highlights the rendered reply's fenced code blocks once their grammar chunk has loaded. */
async function highlightBlocks(container: HTMLElement): Promise<void> {
  const blocks = container.querySelectorAll<HTMLElement>('pre code[class^="language-"]')
  for (const block of blocks) {
    try {
      const highlighted = await highlightCode(block.textContent ?? '', block.className.replace('language-', ''))
      if (highlighted === null || !block.isConnected) continue
      // highlight.js escapes the code it returns, so this holds only its own spans.
      block.innerHTML = highlighted
      block.classList.add('hljs')
    } catch {
      // A grammar chunk that fails to load leaves the plain, readable code.
    }
  }
}

/**
 * An assistant reply rendered as Markdown with the widget's renderer, which is safe by construction: raw
 * HTML in the reply becomes text, links keep only web and mail URLs, code fences become `<pre><code>`.
 */
export function MarkdownReply({ content }: { content: string }) {
  const container = useRef<HTMLDivElement>(null)
  // Trimmed so the bubble holds no trailing line break after its last block.
  const html = useMemo(() => renderMarkdown(content).trim(), [content])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks are highlighted again each time new HTML is rendered into the container.
  useEffect(() => {
    if (container.current) void highlightBlocks(container.current)
  }, [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes all raw HTML and checks every URL (shared/src/render-markdown.test.ts).
  return <div className="playground-markdown" ref={container} dangerouslySetInnerHTML={{ __html: html }} />
}
