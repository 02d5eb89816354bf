import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build, defineConfig, type Plugin } from 'vite'

/**
 * Two outputs in `dist/`, served under `/widget/`:
 * - `frame.html`: the chat frame, with its script and styles inlined, because only `widget.js` and
 *   `frame.html` are served from `/widget/` (other paths there belong to the console's marketing page).
 * - `widget.js`: the loader, a classic script (IIFE) exposing `AssistantWidget`, since host pages paste a
 *   plain script tag and must not need modules. It adds the launcher and the hidden frame and relays the
 *   protocol; `widget-runtime.js` (providers, tool calls, user id) follows when the chat first needs it.
 * - `widget.mjs`: loader and runtime as one ES module for sites that install it with npm
 *   (types: `src/loader/index.ts`).
 * - `assets/*.js`: highlight.js and its grammars, fetched only when a reply holds code.
 *
 * The build prints the gzipped sizes and fails past the budget (issue 11): loader 5 KB, chat window first
 * load (the whole `frame.html`) 60 KB, highlighting excluded.
 */
export const sizeBudget = { loader: 5 * 1024, frameFirstLoad: 60 * 1024 }
const root = decodeURIComponent(new URL('.', import.meta.url).pathname)
const base = '/widget/'

function escapeForInlineScript(code: string): string {
  // A literal "</script" inside the code would end the inline element early.
  return code.replace(/<\/script/gi, '<\\/script')
}

/** Moves the frame's emitted JavaScript and CSS into frame.html itself. */
function inlineFrameAssets(): Plugin {
  return {
    name: 'inline-frame-assets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = Object.values(bundle).find((output) => output.fileName === 'frame.html')
      if (page?.type !== 'asset') return
      let html = String(page.source)
      for (const [fileName, output] of Object.entries(bundle)) {
        const href = `${base}${fileName}`
        if (output.type === 'chunk') {
          const tag = new RegExp(`<script type="module" crossorigin src="${href}"></script>`)
          if (!tag.test(html)) continue
          html = html.replace(tag, () => `<script type="module">${escapeForInlineScript(output.code)}</script>`)
          delete bundle[fileName]
        } else if (fileName.endsWith('.css')) {
          const tag = new RegExp(`<link rel="stylesheet" crossorigin href="${href}">`)
          if (!tag.test(html)) continue
          html = html.replace(tag, () => `<style>${String(output.source)}</style>`)
          delete bundle[fileName]
        }
      }
      page.source = html
    },
  }
}

/** Builds the loader once the frame is written, so one `vite build` produces both files. */
function buildLoader(): Plugin {
  return {
    name: 'build-loader',
    apply: 'build',
    async closeBundle() {
      const library = (entry: string, name: string, format: 'iife' | 'es', fileName: string) =>
        build({
          configFile: false,
          root,
          base,
          logLevel: 'warn',
          build: {
            outDir: 'dist',
            emptyOutDir: false,
            lib: { entry: `${root}src/loader/${entry}`, name, formats: [format], fileName: () => fileName },
          },
        })
      await library('script-entry.ts', 'AssistantWidget', 'iife', 'widget.js')
      await library('runtime-entry.ts', 'AssistantWidgetRuntime', 'iife', 'widget-runtime.js')
      await library('index.ts', 'AssistantWidget', 'es', 'widget.mjs')
      checkSizes()
    },
  }
}

const gzippedSize = (file: string) => gzipSync(readFileSync(`${root}dist/${file}`), { level: 9 }).length
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function checkSizes() {
  const loader = gzippedSize('widget.js')
  const runtime = gzippedSize('widget-runtime.js')
  const frame = gzippedSize('frame.html')
  const highlighting = readdirSync(`${root}dist/assets`).reduce((sum, file) => sum + gzippedSize(`assets/${file}`), 0)
  console.log(
    [
      'Widget sizes (gzip):',
      `  loader widget.js              ${kilobytes(loader)} (budget ${kilobytes(sizeBudget.loader)})`,
      `  chat runtime, on first use    ${kilobytes(runtime)}`,
      `  chat window first load        ${kilobytes(frame)} (budget ${kilobytes(sizeBudget.frameFirstLoad)})`,
      `  code highlighting, on demand  ${kilobytes(highlighting)}`,
    ].join('\n'),
  )
  const over = [
    loader > sizeBudget.loader && `the loader is ${kilobytes(loader)}, over ${kilobytes(sizeBudget.loader)}`,
    frame > sizeBudget.frameFirstLoad &&
      `the chat window's first load is ${kilobytes(frame)}, over ${kilobytes(sizeBudget.frameFirstLoad)}`,
  ].filter(Boolean)
  if (over.length > 0) throw new Error(`Widget size budget exceeded: ${over.join('; ')}.`)
}

export default defineConfig({
  root,
  base,
  plugins: [inlineFrameAssets(), buildLoader()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: Number.POSITIVE_INFINITY,
    rolldownOptions: { input: { frame: `${root}frame.html` } },
  },
})
