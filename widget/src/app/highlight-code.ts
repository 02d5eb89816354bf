import type { HLJSApi, LanguageFn } from 'highlight.js'

/**
 * Spec section 9: tsx, scss, html, bash, json, js and ts are highlighted. Each grammar (and highlight.js
 * itself) is a separate chunk fetched the first time a reply holds such a block, so the chat window's first
 * load carries none of it.
 */
const grammarLoaders: Record<string, () => Promise<{ default: LanguageFn }>> = {
  typescript: () => import('highlight.js/lib/languages/typescript'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  scss: () => import('highlight.js/lib/languages/scss'),
  xml: () => import('highlight.js/lib/languages/xml'),
  bash: () => import('highlight.js/lib/languages/bash'),
  json: () => import('highlight.js/lib/languages/json'),
}

/** The names a code fence may use, and the grammar each one reads with (TypeScript's grammar covers TSX). */
export const highlightedLanguages: Record<string, keyof typeof grammarLoaders> = {
  tsx: 'typescript',
  ts: 'typescript',
  typescript: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  javascript: 'javascript',
  scss: 'scss',
  html: 'xml',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  json: 'json',
}

let core: Promise<HLJSApi> | null = null
const registered = new Map<string, Promise<void>>()

function loadGrammar(grammar: keyof typeof grammarLoaders): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default)
  return core.then(async (highlighter) => {
    let registering = registered.get(grammar)
    if (!registering) {
      registering = grammarLoaders[grammar]!().then((module) => highlighter.registerLanguage(grammar, module.default))
      registered.set(grammar, registering)
    }
    await registering
    return highlighter
  })
}

/** Highlights the code blocks of a rendered message in place. highlight.js escapes the code it returns. */
export async function highlightCodeBlocks(container: HTMLElement): Promise<void> {
  const blocks = container.querySelectorAll<HTMLElement>('pre code[class^="language-"]')
  await Promise.all(
    Array.from(blocks, async (block) => {
      const grammar = highlightedLanguages[block.className.replace('language-', '')]
      if (!grammar || block.dataset.highlighted) return
      try {
        const highlighter = await loadGrammar(grammar)
        block.innerHTML = highlighter.highlight(block.textContent ?? '', { language: grammar }).value
        block.classList.add('hljs')
        block.dataset.highlighted = 'true'
      } catch (error) {
        // A chunk that fails to load leaves the plain, readable code.
        console.error('Assistant widget: code highlighting failed', error)
      }
    }),
  )
}
