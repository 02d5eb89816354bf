/** A folder of Markdown pages as the HTML pages of a documentation site, with the furniture real sites print (bench:generation, bench:html-extraction). */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { marked } from 'marked'

export interface SiteSettings {
  name: string
  layout: 'docs' | 'help-centre'
  /** The folder of the pages in the site's addresses ("articles" → /articles/<page>.html). */
  section?: string
}

export interface Page {
  path: string
  title: string
  html: string
  /** The page's own text, before the site put its furniture around it. */
  markdown: string
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const plainTitle = (markdown: string) =>
  (/^#{1,3} (.+)$/m.exec(markdown)?.[1] ?? 'Home').replace(/[`*_]|<[^>]*>|\[([^\]]*)\]\([^)]*\)/g, '$1').trim()

/** A site folder's settings: its `site.json` over the defaults the caller gives. */
export function siteSettingsOf(folder: string, defaults: SiteSettings): SiteSettings {
  const siteFile = join(folder, 'site.json')
  return existsSync(siteFile)
    ? { ...defaults, ...(JSON.parse(readFileSync(siteFile, 'utf8')) as Partial<SiteSettings>) }
    : defaults
}

/** What every page prints around its text; the furniture figure looks for these in the answers. */
export function furnitureTexts(settings: SiteSettings): string[] {
  return [
    `You are reading the documentation of ${settings.name} 9.x.`,
    'On this page',
    'Edit this page on GitHub',
    'Previous:',
    'Next:',
    'We use cookies to see which pages help',
    `Home › ${settings.name}`,
    `© 2026 ${settings.name}. All rights reserved.`,
  ]
}

/** The folder's Markdown pages as HTML pages of one site, with the furniture real documentation sites have. */
export function sitePages(folder: string, settings: SiteSettings): Page[] {
  const files = readdirSync(folder)
    .filter((name) => /^\d+-.+\.md$/.test(name))
    .sort()
  const prefix = settings.section ? `/${settings.section}/` : '/'
  const pages = files.map((file, index) => {
    const markdown = readFileSync(join(folder, file), 'utf8')
    const name = file.replace(/^\d+-/, '').replace(/\.md$/, '')
    return { markdown, file, title: plainTitle(markdown), path: index === 0 ? '/' : `${prefix}${name}.html` }
  })
  const menu = pages.map((page) => `<a href="${page.path}">${escapeHtml(page.title)}</a>`).join(' ')
  return pages.map((page, index) => {
    const body = marked.parse(page.markdown, { async: false })
    const headings = [...body.matchAll(/<h[23][^>]*id="([^"]+)"[^>]*>(.*?)<\/h[23]>/g)]
    const contents =
      headings.length >= 2
        ? `<p>On this page</p><ul>${headings.map((heading) => `<li><a href="#${heading[1]}">${heading[2]}</a></li>`).join('')}</ul>`
        : ''
    const previous = pages[index - 1]
    const next = pages[index + 1]
    const pager = [
      previous ? `Previous: <a href="${previous.path}">${escapeHtml(previous.title)}</a>` : '',
      next ? `Next: <a href="${next.path}">${escapeHtml(next.title)}</a>` : '',
    ].join(' ')
    const crumbs = `<a href="/">Home</a> › <a href="/">${escapeHtml(settings.name)}</a> › ${escapeHtml(page.title)}`
    const banner = `<div><p>You are reading the documentation of ${escapeHtml(settings.name)} 9.x. <a href="/v8/">Version 8</a> is archived.</p></div>`
    const edit = `<p><a href="https://github.com/example/docs/edit/main/${page.file}">Edit this page on GitHub</a></p>`
    const cookies =
      '<div><p>We use cookies to see which pages help. <a href="/privacy.html">Privacy</a> <a href="#">Accept</a></p></div>'
    const copyright = `<div><p>© 2026 ${escapeHtml(settings.name)}. All rights reserved.</p></div>`
    const title = `<title>${escapeHtml(page.title)} · ${escapeHtml(settings.name)}</title>`
    // A docs site keeps everything but the menu inside <main>; a help centre has no <main> at all, only <div>s.
    const html =
      settings.layout === 'docs'
        ? `<!doctype html><html lang="en"><head><meta charset="utf-8">${title}</head><body><div>${menu}</div><main>` +
          `<p>${crumbs}</p>${banner}${contents}${body}${edit}<p>${pager}</p>${cookies}</main>${copyright}</body></html>`
        : `<!doctype html><html lang="en"><head><meta charset="utf-8">${title}</head><body>${cookies}<div>${menu}</div>` +
          `<div><p>${crumbs}</p>${banner}<div>${body}</div><p>${pager}</p>${edit}</div>${copyright}</body></html>`
    return { path: page.path, title: page.title, html, markdown: page.markdown }
  })
}
