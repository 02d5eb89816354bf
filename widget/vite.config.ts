import { build, defineConfig, type Plugin } from 'vite'

/**
 * Two outputs in `dist/`, served under `/widget/`:
 * - `frame.html`: the chat frame, with its script and styles inlined, because only `widget.js` and
 *   `frame.html` are served from `/widget/` (other paths there belong to the console's marketing page).
 * - `widget.js`: the loader, a classic script (IIFE) exposing `AssistantWidget`, since host pages paste a
 *   plain script tag and must not need modules or a second request.
 */
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
      await build({
        configFile: false,
        root,
        base,
        logLevel: 'warn',
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          lib: {
            entry: `${root}src/loader/index.ts`,
            name: 'AssistantWidget',
            formats: ['iife'],
            fileName: () => 'widget.js',
          },
        },
      })
    },
  }
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
