import { describe, expect, it } from 'vitest'
import { embedSnippets, parseDomainList } from './deployment-format.ts'

describe('parseDomainList', () => {
  it('reads one domain per line, or separated by commas, without blanks or repeats', () => {
    expect(parseDomainList('example.com\n *.example.org, example.com\n\n')).toEqual(['example.com', '*.example.org'])
    expect(parseDomainList('   ')).toEqual([])
  })
})

describe('embedSnippets', () => {
  it('names the console origin and the embed id in both snippets', () => {
    const { scriptTag, npm } = embedSnippets('https://console.example.com', 'emb_abc')
    expect(scriptTag).toContain('<script src="https://console.example.com/widget/widget.js"></script>')
    expect(scriptTag).toContain("AssistantWidget.init({ embedId: 'emb_abc' })")
    expect(npm).toContain("init({ embedId: 'emb_abc' })")
  })
})
