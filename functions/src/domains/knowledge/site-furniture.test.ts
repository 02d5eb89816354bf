import { describe, expect, it } from 'vitest'
import { topLevelBlocks, withoutFurniture } from './site-furniture.ts'

describe('withoutFurniture', () => {
  it('drops the paragraphs most pages of a site repeat, page titles masked, and keeps headings and code', () => {
    const page = (title: string, text: string) => ({
      title,
      markdown: [
        `Home › Docs › ${title}`,
        `# ${title}`,
        text,
        '```js\nconst client = createClient()\n```',
        'We use cookies to see which pages help. Privacy Accept',
      ].join('\n\n'),
    })
    const pages = [
      page('Install', 'Run npm install tokenkit.'),
      page('Usage', 'Call sign() with a payload.'),
      page('Errors', 'A TokenExpiredError means the token is too old.'),
    ]
    expect(withoutFurniture(pages)).toEqual([
      '# Install\n\nRun npm install tokenkit.\n\n```js\nconst client = createClient()\n```',
      '# Usage\n\nCall sign() with a payload.\n\n```js\nconst client = createClient()\n```',
      '# Errors\n\nA TokenExpiredError means the token is too old.\n\n```js\nconst client = createClient()\n```',
    ])
    // Two pages cannot tell furniture from content.
    expect(withoutFurniture(pages.slice(0, 2))).toEqual(pages.slice(0, 2).map((item) => item.markdown))
  })

  it('drops prev/next links that name other pages by their headings, also where a page prints only one of them', () => {
    const names = ['Install', 'Usage', 'jwt.sign(payload, secret)', 'Errors', 'Algorithms']
    const texts = [
      'Run npm install tokenkit.',
      'Sign a payload, then verify it.',
      'Returns the token as a string.',
      'A TokenExpiredError means the token is too old.',
      'HS256 is the default algorithm.',
    ]
    const pages = names.map((name, index) => ({
      title: 'tokenkit',
      markdown: [
        `# ${name}`,
        texts[index],
        [index > 0 ? `Previous: ${names[index - 1]}` : '', index < 4 ? `Next: ${names[index + 1]}` : '']
          .filter(Boolean)
          .join(' '),
      ].join('\n\n'),
    }))
    expect(withoutFurniture(pages)).toEqual(names.map((name, index) => `# ${name}\n\n${texts[index]}`))
    // A generation job holds part of a site: the others are references, counted but not returned.
    expect(withoutFurniture(pages.slice(1, 2), [...pages.slice(0, 1), ...pages.slice(2)])).toEqual([
      `# Usage\n\n${texts[1]}`,
    ])
  })

  it('keeps a fenced code block with blank lines as one block', () => {
    expect(topLevelBlocks('Intro\n\n```\na\n\nb\n```\n\nEnd')).toEqual(['Intro', '```\na\n\nb\n```', 'End'])
  })
})
