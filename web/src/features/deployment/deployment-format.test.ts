import { describe, expect, it } from 'vitest'
import { embedSnippets, formatPassRate, latestPassRate, parseDomainList } from './deployment-format.ts'

describe('parseDomainList', () => {
  it('reads one domain per line, or separated by commas, without blanks or repeats', () => {
    expect(parseDomainList('example.com\n *.example.org, example.com\n\n')).toEqual(['example.com', '*.example.org'])
    expect(parseDomainList('   ')).toEqual([])
  })
})

describe('embedSnippets', () => {
  it('names the console origin and the embed id in both snippets', () => {
    const { scriptTag, fromCode } = embedSnippets('https://console.example.com', 'emb_abc')
    expect(scriptTag).toContain('<script src="https://console.example.com/widget/widget.js"></script>')
    expect(scriptTag).toContain("AssistantWidget.init({ embedId: 'emb_abc' })")
    expect(fromCode).toContain("script.src = 'https://console.example.com/widget/widget.js'")
    expect(fromCode).toContain("AssistantWidget.init({ embedId: 'emb_abc' })")
  })

  it('asks for no npm package: the widget is not published, it loads from the console (issue 43, item 4)', () => {
    const snippets = Object.values(embedSnippets('https://console.example.com', 'emb_abc'))
    for (const snippet of snippets) expect(snippet).not.toMatch(/npm|@platform\/widget|\bimport\b/)
  })
})

describe('latestPassRate', () => {
  it('takes the newest succeeded run that has a summary', () => {
    const runs = [
      { status: 'running', summary: null },
      { status: 'succeeded', summary: { passRate: 0.75 } },
      { status: 'succeeded', summary: { passRate: 0.5 } },
    ]
    expect(latestPassRate(runs)).toBe(0.75)
    expect(latestPassRate([{ status: 'failed', summary: null }])).toBeNull()
    expect(latestPassRate(undefined)).toBeNull()
    expect(formatPassRate(0.875)).toBe('88%')
    expect(formatPassRate(null)).toBe('not tested')
  })
})
