import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { keyAppearanceElementId } from '@platform/shared/widget-appearance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { type Client, createWorkspace, signUp } from './support/workspace.ts'

/*
 * Issue 43 item 6, through the API: a key's widget appearance is saved with a PUT beside its other settings, the
 * key's chat page (what the widget loads) carries it, and a member of another organization cannot change it.
 */

let platform: LocalPlatform

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  // The integration suite runs before anything is built (a clean clone has no widget/dist): the chat page is read
  // with a stand-in for the built frame, since what is tested here is what the page adds to it, not the widget.
  const widgetRoot = mkdtempSync(join(tmpdir(), 'widget-dist-'))
  writeFileSync(
    join(widgetRoot, 'frame.html'),
    '<!doctype html><html><head></head><body><div id="app"></div></body></html>',
  )
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined, widgetRoot })
})

afterAll(async () => {
  await platform?.stop()
})

/** The key's chat page as the widget's frame loads it, and the appearance block in it. */
async function chatPageAppearance(embedId: string): Promise<unknown> {
  const response = await fetch(`${platform.apiUrl}/embed/v1/chat-page/${embedId}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const block = new RegExp(`<script type="application/json" id="${keyAppearanceElementId}">(.*?)</script>`).exec(html)
  return JSON.parse(block?.[1] ?? 'null')
}

describe('a key’s widget appearance', () => {
  let owner: Client
  let base = ''
  let apiKey: ApiKey

  it('is empty on a new key, so the embed code and the widget’s defaults decide', async () => {
    owner = await signUp(platform, 'appearance-owner@example.com')
    base = (await createWorkspace(owner, 'Shipkite Appearance')).versionPath
    for (const entry of shipkiteHelpCenter.slice(0, 6)) {
      expect((await owner.post(`${base}/knowledge`, entry)).status).toBe(200)
    }
    const started = await owner.post<{ training: Training }>(`${base}/training`, {})
    expect(started.status).toBe(200)
    await expect
      .poll(async () => (await owner.get<Training>(`${base}/training/${started.data.training.id}`)).data.status, {
        timeout: 280_000,
        interval: 1_000,
      })
      .toBe('succeeded')
    const model = (await owner.get<Model[]>(`${base}/models`)).data[0] as Model
    const created = await owner.post<{ apiKey: ApiKey }>(`${base}/models/api-keys`, {
      modelId: model.id,
      name: 'Website',
      allowedDomains: ['shop.example.com'],
    })
    apiKey = created.data.apiKey
    expect(apiKey.appearance).toEqual({})
    expect(await chatPageAppearance(apiKey.embedId)).toEqual({})
  }, 300_000)

  it('is saved with a PUT and carried by the chat page the widget loads', async () => {
    const saved = await owner.put<{ apiKey: ApiKey; message: string }>(
      `${base}/models/api-keys/${apiKey.id}/appearance`,
      {
        appearance: {
          title: 'Shipkite help',
          subtitle: '',
          welcomeMessage: 'Hello from Shipkite! Ask about <parcels>.',
          suggestedQuestions: ['Where is my parcel?'],
          primaryColor: '#1f6feb',
        },
      },
    )
    expect(saved.status).toBe(200)
    expect(saved.data.message).toBe(deploymentMessages.appearanceUpdated)
    const expected = {
      title: 'Shipkite help',
      welcomeMessage: 'Hello from Shipkite! Ask about <parcels>.',
      suggestedQuestions: ['Where is my parcel?'],
      primaryColor: '#1f6feb',
    }
    expect(saved.data.apiKey.appearance).toEqual(expected)
    expect((await owner.get<ApiKey[]>(`${base}/models/api-keys`)).data[0]?.appearance).toEqual(expected)
    expect(await chatPageAppearance(apiKey.embedId)).toEqual(expected)
  })

  it('refuses a colour the widget cannot use, naming the field', async () => {
    const refused = await owner.put(`${base}/models/api-keys/${apiKey.id}/appearance`, {
      appearance: { primaryColor: 'red; background: url(https://evil.example)' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('primaryColor')
  })

  it('cannot be changed from another organization, through its own path or the key’s', async () => {
    const stranger = await signUp(platform, 'appearance-stranger@example.com')
    const strangerBase = (await createWorkspace(stranger, 'Other Org')).versionPath
    const body = { appearance: { welcomeMessage: 'Hacked' } }
    const throughOwnVersion = await stranger.put(`${strangerBase}/models/api-keys/${apiKey.id}/appearance`, body)
    expect(throughOwnVersion.status).toBe(404)
    const throughOwnersPath = await stranger.put(`${base}/models/api-keys/${apiKey.id}/appearance`, body)
    expect(throughOwnersPath.status).toBe(404)
    expect((await chatPageAppearance(apiKey.embedId)) as { welcomeMessage: string }).toMatchObject({
      welcomeMessage: 'Hello from Shipkite! Ask about <parcels>.',
    })
  })

  it('is cleared by an empty appearance', async () => {
    const cleared = await owner.put<{ apiKey: ApiKey }>(`${base}/models/api-keys/${apiKey.id}/appearance`, {
      appearance: {},
    })
    expect(cleared.data.apiKey.appearance).toEqual({})
    expect(await chatPageAppearance(apiKey.embedId)).toEqual({})
  })
})
