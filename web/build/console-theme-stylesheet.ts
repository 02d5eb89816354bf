import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The console's navy and orange theme as a stylesheet written at build time. Cloudscape's `applyTheme` computed
 * the same CSS custom properties in the browser on every visit, which put its theming runtime and the token tables
 * of every base theme (~40 KB gzipped) in the first-load bundle to produce ~12 KB of fixed CSS. The theme never
 * changes at run time, so the build renders it once with the same function (`generateThemeStylesheet`);
 * `main.tsx` imports it after Cloudscape's global styles, so it comes last as the runtime's `<style>` element did.
 */
export const consoleThemeModule = 'virtual:console-theme.css'
const resolvedId = `\0${consoleThemeModule}`
const themeSource = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url))

/**
 * Cloudscape publishes browser ESM (directory imports, no extensions) that Node cannot load as it is, so esbuild
 * bundles the theme and the generator into one module first, which Node then runs from memory.
 */
export async function renderConsoleThemeStylesheet(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: [
        `import { generateThemeStylesheet } from '@cloudscape-design/components/theming'`,
        `import { consoleTheme } from ${JSON.stringify(themeSource)}`,
        'export const stylesheet = generateThemeStylesheet({ theme: consoleTheme })',
      ].join('\n'),
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    // The same files the browser bundle resolves, so the CSS is what `applyTheme` wrote there.
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const code = bundled.outputFiles[0]?.text ?? ''
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    stylesheet: string
  }
  return module.stylesheet
}

export function consoleThemeStylesheet(): Plugin {
  let stylesheet: Promise<string> | undefined
  return {
    name: 'console-theme-stylesheet',
    resolveId(id) {
      return id === consoleThemeModule ? resolvedId : null
    },
    load(id) {
      if (id !== resolvedId) return null
      this.addWatchFile(themeSource)
      stylesheet ??= renderConsoleThemeStylesheet()
      return stylesheet
    },
    handleHotUpdate({ file }) {
      if (file === themeSource) stylesheet = undefined
    },
  }
}
