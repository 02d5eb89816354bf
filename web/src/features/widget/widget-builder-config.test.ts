import { describe, expect, it } from 'vitest'
import { defaultBuilderState, injectionConfigOf, snippetOf, suggestedActionsOf } from './widget-builder-config.ts'

describe('widget builder config', () => {
  it('reads suggested actions as label | action lines, skipping incomplete ones', () => {
    expect(
      suggestedActionsOf({
        ...defaultBuilderState,
        suggestedActions: 'See pricing | openPricing\nBroken\n | nameless\n',
      }),
    ).toEqual([{ label: 'See pricing', action: 'openPricing' }])
  })

  it('builds the injection config, with the home screen only when it is on', () => {
    const config = injectionConfigOf({ ...defaultBuilderState, embedId: ' emb_1 ', title: 'Help' })
    expect(config).toMatchObject({
      embedId: 'emb_1',
      chatWindow: {
        title: 'Help',
        colorScheme: 'light',
        welcomeMessage: { suggestedActions: [{ action: 'openPricing' }] },
      },
    })
    expect(config).not.toHaveProperty('homeScreenConfig')
    const withHome = injectionConfigOf({
      ...defaultBuilderState,
      homeScreen: true,
      cards:
        'link | Docs | Guides | Open | https://example.com/docs\nimage | Team | Us | https://example.com/a.png | meet\nvideo | Nope',
    })
    expect(withHome.homeScreenConfig?.additionalCards).toEqual([
      { type: 'link', title: 'Docs', description: 'Guides', buttonText: 'Open', url: 'https://example.com/docs' },
      { type: 'image', title: 'Team', description: 'Us', image: 'https://example.com/a.png', action: 'meet' },
    ])
  })

  it('writes a snippet that loads the script and initialises the widget with an actions map to fill in', () => {
    const snippet = snippetOf({ ...defaultBuilderState, embedId: 'emb_1' }, 'https://app.example.com/widget/widget.js')
    expect(snippet.startsWith('<script src="https://app.example.com/widget/widget.js"></script>\n<script>\n')).toBe(
      true,
    )
    expect(snippet).toContain('"embedId": "emb_1"')
    expect(snippet).toContain('"openPricing": (args) => { /* run openPricing on your page */ },')
    // The snippet is valid JavaScript once the script tags are stripped.
    const code = snippet.split('\n').slice(2, -1).join('\n')
    let received: unknown
    new Function('AssistantWidget', code)({ init: (config: unknown) => (received = config) })
    expect(received).toMatchObject({ embedId: 'emb_1', actionsMap: { openPricing: expect.any(Function) } })
  })
})
