import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { renderToStaticMarkup } from 'react-dom/server'
import { pagesOf } from '../src/app/route-catalogue.ts'
import { appShellFile, prerenderedFileOf } from '../src/app/site-paths.ts'
import { SiteDocument } from './components/page-shell.tsx'
import { sitePages } from './site-pages.tsx'

/**
 * `npm run build -w web`, after Vite: writes every public and docs page as HTML under `dist/` (`/pricing/` →
 * `dist/pricing/index.html`), bundles the site script and stylesheet into `dist/site/`, and moves the console's
 * single-page shell to `dist/app.html` so `/` can be the pre-rendered home page. Prints first-load sizes.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = join(webRoot, 'dist')
const siteSource = fileURLToPath(new URL('.', import.meta.url))

function documentFileOf(path: string): string {
  const file = prerenderedFileOf(path)
  if (!file) throw new Error(`${path} is not in web/src/app/site-paths.ts`)
  return join(dist, file)
}

function DocsSidebar({ current }: { current: string }) {
  return (
    <>
      <h2>Documentation</h2>
      <ul>
        {pagesOf('docs').map((page) => (
          <li key={page.path}>
            <a href={page.path} aria-current={page.path === current ? 'page' : undefined}>
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The console shell's first load (HTML plus the scripts and stylesheets it names, gzipped) may not grow past this.
 * It was ~573 KB with Open Sans inlined in the stylesheet, ~438 KB with the fonts as files, and ~340 KB since the
 * theme is a stylesheet rendered at build time instead of Cloudscape's theming runtime (issue 14's target: 400 KB).
 */
const consoleFirstLoadBudget = 400 * 1024

const gzipped = (bytes: Buffer | string) => gzipSync(bytes).length
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzipped bytes of a page's HTML plus every script and stylesheet it names (the browser's first load). */
function firstLoadBytes(htmlFile: string): number {
  const html = readFileSync(htmlFile, 'utf8')
  const assets = [...html.matchAll(/(?:src|href)="(\/(?:assets|site)\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])
  return [...new Set(assets)].reduce(
    (total, asset) => total + gzipped(readFileSync(join(dist, asset ?? ''))),
    gzipped(html),
  )
}

async function main() {
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, appShellFile))) {
    throw new Error('Run vite build first: dist/index.html is missing.')
  }
  if (existsSync(join(dist, 'index.html')) && !readFileSync(join(dist, 'index.html'), 'utf8').includes('data-site')) {
    renameSync(join(dist, 'index.html'), join(dist, appShellFile))
  }
  mkdirSync(join(dist, 'site'), { recursive: true })
  await build({
    entryPoints: { site: join(siteSource, 'client/site.ts'), analytics: join(siteSource, 'client/analytics.ts') },
    outdir: join(dist, 'site'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  })
  copyFileSync(join(siteSource, 'site.css'), join(dist, 'site', 'site.css'))

  for (const page of sitePages) {
    const markup = renderToStaticMarkup(
      <SiteDocument
        pathname={page.path}
        title={page.title}
        description={page.description}
        sidebar={page.area === 'docs' ? <DocsSidebar current={page.path} /> : undefined}
      >
        {page.render()}
      </SiteDocument>,
    )
    const file = documentFileOf(page.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `<!doctype html>${markup.replace('<html lang="en">', '<html lang="en" data-site="">')}`)
  }

  const site = firstLoadBytes(documentFileOf('/'))
  const docs = firstLoadBytes(documentFileOf('/docs/category/api'))
  const consoleShell = firstLoadBytes(join(dist, appShellFile))
  const script = statSync(join(dist, 'site', 'site.js')).size
  console.log(
    [
      `public site: ${sitePages.length} pages pre-rendered`,
      `  first load, gzipped: home ${kilobytes(site)}, docs (API reference) ${kilobytes(docs)}; console shell ${kilobytes(consoleShell)}`,
      `  site script ${kilobytes(script)} (${kilobytes(gzipped(readFileSync(join(dist, 'site', 'site.js'))))} gzipped)`,
      `console first load, gzipped: ${kilobytes(consoleShell)} (budget ${kilobytes(consoleFirstLoadBudget)})`,
    ].join('\n'),
  )
  if (consoleShell > consoleFirstLoadBudget) {
    throw new Error(
      `The console's first load is ${kilobytes(consoleShell)} gzipped, past its ${kilobytes(consoleFirstLoadBudget)} budget: load the new weight lazily (a route's own chunk) or move it out of the shell.`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
