import type { HLJSApi, LanguageFn } from 'highlight.js'

/**
 * Spec section 9: tsx, scss, html, bash, json, js and ts are highlighted. Each grammar (and highlight.js
 * itself) is a separate chunk fetched the first time a reply holds such a block, so the chat window's (and
 * the console's) first load carries none of it. Shared by the widget and the console playground; it takes
 * text and gives HTML so it needs no DOM types, each caller applies it to its own code blocks.
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

/**
 * The highlighted HTML of one code block written in `language` (a fence name such as `ts`), or null when the
 * language is not one we highlight. highlight.js escapes the code it returns, so the result is safe to insert.
 */
export async function highlightCode(code: string, language: string): Promise<string | null> {
  const grammar = highlightedLanguages[language]
  if (!grammar) return null
  const highlighter = await loadGrammar(grammar)
  return highlighter.highlight(code, { language: grammar }).value
}
