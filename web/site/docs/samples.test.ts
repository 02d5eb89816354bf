import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runInNewContext } from 'node:vm'
import { createAgentFunctionRequestSchema } from '@platform/shared/contracts/version-content'
import { successEnvelopeSchema } from '@platform/shared/envelope'
import { type RouteDefinition, routeList, routes } from '@platform/shared/routes'
import { transformSync } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { resolveInjectionConfig } from '../../../widget/src/loader/injection-config.ts'
import { languageOf, readerText, samplesFolder } from '../components/code-sample.tsx'

/*
 * Every code sample of the docs lives in `docs/samples/` and is run here in the way its language allows: shell
 * samples are parsed by bash and each API call in them must be a route of the route table with that method;
 * JavaScript and TypeScript are compiled, and the widget snippets are run against the real config validation;
 * JSON samples are parsed and checked against the contract they show; the identity hash is computed and compared
 * with the published test vectors.
 */

const samples = readdirSync(samplesFolder).filter((file) => !file.endsWith('.test.ts'))
const read = (file: string) => readFileSync(join(samplesFolder, file), 'utf8')
const docsSource = ['docs-pages.tsx'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n')

const placeholders: Record<string, string> = {
  $API: '/api',
  $BASE: '/api/organizations/{organizationId}/projects/{projectId}/versions/{versionId}',
}

function routeFor(method: string, path: string): RouteDefinition | undefined {
  return routeList.find(
    (route) =>
      route.method === method &&
      `/api${route.path}`.replace(/\{[^}]+\}/g, '{}') === path.replace(/\{[^}]+\}/g, '{}').replace(/\?.*$/, ''),
  )
}

/** The API calls of a curl sample: the method (-X, or POST with a body, else GET) and the path after $API/$BASE. */
function apiCallsOf(script: string): Array<{ method: string; path: string }> {
  const commands = script
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim().startsWith('curl '))
  return commands.map((command) => {
    const method = /-X (\w+)/.exec(command)?.[1] ?? (/ -d /.test(command) ? 'POST' : 'GET')
    const target = /"(\$(?:API|BASE))([^"]*)"/.exec(command)
    if (!target) throw new Error(`No $API or $BASE address in: ${command}`)
    return { method, path: `${placeholders[target[1] ?? '']}${target[2]}` }
  })
}

/** Runs a widget snippet with a stand-in `AssistantWidget` and returns the config it passed to `init`. */
function widgetConfigOf(code: string): unknown {
  let config: unknown
  runInNewContext(code, {
    AssistantWidget: {
      init: (value: unknown) => {
        config = value
      },
    },
    fetch,
    window: {},
  })
  return config
}

describe('docs code samples', () => {
  it('are each shown on a docs page, in a highlighted language of spec section 9', () => {
    for (const file of samples) {
      expect(docsSource, file).toContain(`file="${file}"`)
      expect(['tsx', 'scss', 'html', 'bash', 'json', 'js', 'ts']).toContain(languageOf(file).name)
    }
  })

  it('shell samples parse and call routes that exist with that method', () => {
    for (const file of samples.filter((name) => extname(name) === '.sh')) {
      execFileSync('bash', ['-n', join(samplesFolder, file)])
      const calls = apiCallsOf(read(file))
      expect(calls.length, file).toBeGreaterThan(0)
      for (const call of calls)
        expect(routeFor(call.method, call.path), `${file}: ${call.method} ${call.path}`).toBeDefined()
    }
  })

  it('JavaScript and TypeScript samples compile', () => {
    for (const file of samples.filter((name) => ['.js', '.mjs', '.ts', '.tsx'].includes(extname(name)))) {
      const loader = extname(file) === '.tsx' ? 'tsx' : extname(file) === '.ts' ? 'ts' : 'js'
      expect(() => transformSync(read(file), { loader, format: 'esm' }), file).not.toThrow()
    }
  })

  it('the widget snippets pass the widget’s own config validation', () => {
    const html = read('widget-script-tag.html')
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('\n')
    for (const code of [inline, read('widget-functions.js')]) {
      const config = widgetConfigOf(code)
      expect(config).toBeTruthy()
      const resolved = resolveInjectionConfig(config as Parameters<typeof resolveInjectionConfig>[0])
      expect(resolved.provider.kind).toBe('embed')
    }
    expect(html).toContain('<script src="https://console.example.com/widget/widget.js"></script>')
  })

  it('the identity hash sample reproduces the published test vectors', async () => {
    const { userHashOf } = (await import(pathToFileURL(join(samplesFolder, 'identity-hash.mjs')).href)) as {
      userHashOf: (identifier: string, secret: string) => string
    }
    const { secret, vectors } = JSON.parse(read('identity-vectors.json')) as {
      secret: string
      vectors: Array<{ identifier: string; userHash: string }>
    }
    expect(vectors.length).toBeGreaterThan(0)
    for (const vector of vectors) expect(userHashOf(vector.identifier, secret)).toBe(vector.userHash)
    // The same vectors as the embed API document, which the deployment domain's own test checks.
    const embedApiDocument = readFileSync(new URL('../../../docs/embed-api.md', import.meta.url), 'utf8')
    for (const vector of vectors) expect(embedApiDocument).toContain(vector.userHash)
  })

  it('JSON samples are the shapes the API accepts and answers', () => {
    const reply = JSON.parse(read('embed-chat-response.json'))
    expect(successEnvelopeSchema(routes.sendEmbedChat.response).safeParse(reply).error).toBeUndefined()
    const agentFunction = JSON.parse(read('agent-function.json'))
    expect(createAgentFunctionRequestSchema.safeParse(agentFunction).error).toBeUndefined()
  })

  it('the SCSS sample is balanced and uses only declared variables', () => {
    const scss = read('widget-theme.scss')
    expect(scss.split('{').length).toBe(scss.split('}').length)
    const declared = new Set([...scss.matchAll(/^\$([\w-]+):/gm)].map((match) => match[1]))
    for (const used of scss.matchAll(/\$([\w-]+)/g)) expect(declared.has(used[1])).toBe(true)
  })

  it('test-only header lines are not shown to readers', () => {
    for (const file of samples) expect(readerText(read(file))).not.toMatch(/sample:/)
  })
})
