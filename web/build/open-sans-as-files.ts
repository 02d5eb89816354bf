import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Cloudscape's global stylesheet inlines eight Open Sans faces as base64 (~139 KB gzipped), so every visit
 * downloaded all of them before the console could paint, and no browser could cache them apart from the CSS.
 * This plugin writes the faces the console uses to files and points the @font-face rules at them; Vite then
 * emits them as hashed assets that the browser fetches only when text in that face is drawn.
 *
 * Kept: 400 (body text), 400 italic (input placeholders) and 700 (headings, buttons, labels). Cloudscape's
 * component styles use no 300 or 800 weight and no bold italic, so those faces are dropped.
 */
const usedFaces = new Set(['400 normal', '400 italic', '700 normal'])

const globalStylesheet = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/
const fontFace = /@font-face\s*{([^}]*)}/g
const inlineFont = /url\(\s*['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\s*\)/

export function openSansAsFiles(): Plugin {
  let fontDirectory = ''
  return {
    name: 'open-sans-as-files',
    // Before Vite's CSS plugin, so it resolves the new url()s and emits the files like any other asset.
    enforce: 'pre',
    configResolved(config) {
      fontDirectory = join(config.cacheDir, 'open-sans')
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!globalStylesheet.test(file)) return null
      let written = 0
      const rewritten = code.replace(fontFace, (rule: string, body: string) => {
        const weight = /font-weight:\s*(\d+)/.exec(body)?.[1]
        const style = /font-style:\s*(\w+)/.exec(body)?.[1]
        const data = inlineFont.exec(body)?.[1]
        if (!weight || !style || !data) return rule
        if (!usedFaces.has(`${weight} ${style}`)) return ''
        const fontFile = join(fontDirectory, `open-sans-${weight}-${style}.woff2`)
        mkdirSync(fontDirectory, { recursive: true })
        writeFileSync(fontFile, Buffer.from(data, 'base64'))
        written += 1
        const url = relative(dirname(file), fontFile).split('\\').join('/')
        // swap: text shows in the fallback face while the file loads rather than staying invisible.
        return rule.replace(inlineFont, `url('${url}')`).replace(/}$/, '  font-display: swap;\n}')
      })
      if (written !== usedFaces.size) {
        this.error(`expected ${usedFaces.size} Open Sans faces in ${file}, found ${written}: has Cloudscape changed?`)
      }
      return { code: rewritten, map: null }
    },
  }
}
