import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import scss from 'highlight.js/lib/languages/scss'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'

/** Spec section 9: the highlighted languages, by the file extension of the sample that holds the code. */
export const highlightedLanguages = {
  '.tsx': { name: 'tsx', grammar: 'typescript' },
  '.ts': { name: 'ts', grammar: 'typescript' },
  '.js': { name: 'js', grammar: 'javascript' },
  '.mjs': { name: 'js', grammar: 'javascript' },
  '.json': { name: 'json', grammar: 'json' },
  '.html': { name: 'html', grammar: 'xml' },
  '.scss': { name: 'scss', grammar: 'scss' },
  '.sh': { name: 'bash', grammar: 'bash' },
} as const

hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('javascript', javascript)
hljs.registerLanguage('json', json)
hljs.registerLanguage('xml', xml)
hljs.registerLanguage('scss', scss)
hljs.registerLanguage('bash', bash)

export const samplesFolder = fileURLToPath(new URL('../docs/samples/', import.meta.url))

export function languageOf(file: string) {
  const language = highlightedLanguages[extname(file) as keyof typeof highlightedLanguages]
  if (!language) throw new Error(`No highlighting for ${file}`)
  return language
}

/** Highlights code at build time, so the page ships coloured HTML and no highlighter. */
export function highlight(code: string, file: string): string {
  return hljs.highlight(code, { language: languageOf(file).grammar }).value
}

/** Lines of a sample meant for the reader: the test-only header (lines starting `// sample:`) is left out. */
export function readerText(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^(\/\/|#) sample:/.test(line))
    .join('\n')
    .trim()
}

/**
 * A code sample kept as a file under `docs/samples/`, so the docs show exactly what `docs-samples.test.ts` runs.
 *
 * @example <CodeSample file="embed-chat.sh" caption="Send a message" />
 */
export function CodeSample({ file, caption }: { file: string; caption?: string }) {
  const code = readerText(readFileSync(join(samplesFolder, file), 'utf8'))
  const language = languageOf(file)
  return (
    <figure className="code-sample">
      <figcaption>
        <span>{caption ?? file}</span>
        <span className="code-sample__language">{language.name}</span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <pre tabIndex={0}>
        <code
          className={`hljs language-${language.name}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code it colours, at build time
          dangerouslySetInnerHTML={{ __html: highlight(code, file) }}
        />
      </pre>
      <button type="button" className="code-sample__copy" data-copy={code} hidden>
        Copy
      </button>
    </figure>
  )
}
