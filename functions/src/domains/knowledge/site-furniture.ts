/**
 * Page furniture found by repetition: a paragraph a site prints on most of its pages (cookie notices, version
 * banners, copyright lines, "Home › Docs › <page>" breadcrumbs, "Previous: <page> Next: <page>" links) is the
 * site's, not any page's content. Pages' titles are masked before comparing, so a template that names the page
 * still repeats. Needs at least `minimumPages` pages: with fewer, nothing can be told apart.
 */
const minimumPages = 3
/** A block on at least this share of the pages is furniture. */
const furnitureShare = 0.5

export interface SitePage {
  markdown: string
  title?: string | null
}

/** Top-level blocks of a Markdown text; a fenced code block stays one block even with blank lines inside. */
export function topLevelBlocks(markdown: string): string[] {
  const blocks: string[] = []
  let fenceOpen = false
  for (const part of markdown.split(/\n{2,}/)) {
    if (fenceOpen) blocks[blocks.length - 1] = `${blocks.at(-1)}\n\n${part}`
    else blocks.push(part)
    if ((part.match(/^\s*(```|~~~)/gm) ?? []).length % 2 === 1) fenceOpen = !fenceOpen
  }
  return blocks
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The furniture blocks' comparison keys, for `withoutFurniture`. */
export function siteFurniture(pages: SitePage[]): { keyOf(block: string): string; repeated: Set<string> } {
  // Pages' titles and headings are masked: "Previous: Install Next: Usage" names other pages by their headings.
  const headings = pages.flatMap((page) =>
    [...page.markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => (match[1] ?? '').trim()),
  )
  const names = [...pages.map((page) => page.title?.trim()), ...headings]
  const titles = [...new Set(names.filter((title): title is string => !!title))]
    .filter((title) => title.length >= 3)
    .sort((first, second) => second.length - first.length)
  const titlePattern = titles.length > 0 ? new RegExp(titles.map(escapeRegExp).join('|'), 'gi') : undefined
  const keyOf = (block: string) =>
    (titlePattern ? block.replace(titlePattern, '§') : block)
      .toLowerCase()
      .replace(/\d+/g, '0')
      .replace(/\s+/g, ' ')
      .trim()
  const repeated = new Set<string>()
  if (pages.length < minimumPages) return { keyOf, repeated }
  const pagesWith = new Map<string, number>()
  for (const page of pages) {
    // Headings and code are content even when repeated (every page of an API reference has "Example").
    const keys = new Set(
      topLevelBlocks(page.markdown)
        .filter((block) => !/^(#|```|~~~)/.test(block.trim()))
        .map(keyOf),
    )
    for (const key of keys) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1)
  }
  for (const [key, count] of pagesWith)
    if (key && count >= minimumPages && count >= pages.length * furnitureShare) repeated.add(key)
  return { keyOf, repeated }
}

/**
 * The pages without the paragraphs most of them repeat. `references` are other pages of the same site, counted
 * and their headings masked but not returned: a generation job holds ten pages of a site, and the prev/next links of
 * its pages name pages of other jobs ("Previous: Issue Reporting").
 *
 * @example withoutFurniture([{ markdown: 'Text one.\n\nWe use cookies.' }, …]) // ['Text one.', …]
 */
export function withoutFurniture(pages: SitePage[], references: SitePage[] = []): string[] {
  const { keyOf, repeated } = siteFurniture([...pages, ...references])
  if (repeated.size === 0) return pages.map((page) => page.markdown)
  // The first and last pages print part of a repeated block ("Next: Install" alone): a block that names pages and
  // is part of a repeated one is furniture too.
  const isFurniture = (block: string) => {
    const key = keyOf(block)
    return repeated.has(key) || (key.includes('§') && [...repeated].some((furniture) => furniture.includes(key)))
  }
  return pages.map((page) =>
    topLevelBlocks(page.markdown)
      .filter((block) => /^(#|```|~~~)/.test(block.trim()) || !isFurniture(block))
      .join('\n\n'),
  )
}
