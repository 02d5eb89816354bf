import { highlightCode } from '@platform/shared/highlight-code'

/** Highlights the code blocks of a rendered message in place. highlight.js escapes the code it returns. */
export async function highlightCodeBlocks(container: HTMLElement): Promise<void> {
  const blocks = container.querySelectorAll<HTMLElement>('pre code[class^="language-"]')
  await Promise.all(
    Array.from(blocks, async (block) => {
      if (block.dataset.highlighted) return
      try {
        const highlighted = await highlightCode(block.textContent ?? '', block.className.replace('language-', ''))
        if (highlighted === null) return
        block.innerHTML = highlighted
        block.classList.add('hljs')
        block.dataset.highlighted = 'true'
      } catch (error) {
        // A chunk that fails to load leaves the plain, readable code.
        console.error('Assistant widget: code highlighting failed', error)
      }
    }),
  )
}
