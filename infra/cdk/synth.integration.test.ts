import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { routeList } from '@platform/shared/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionNameFor } from './naming.ts'
import { repositoryRoot } from './project-paths.ts'
import { projectContext } from './test-synthesis.ts'

type Resource = { Type: string; Properties: Record<string, unknown> }

const outputDirectory = mkdtempSync(join(tmpdir(), 'cdk-synth-'))
const functionsByName = new Map<string, Resource>()

/**
 * The real `cdk synth`, with esbuild bundling every handler: what the unit tests skip for speed. It catches a route
 * whose handler file is missing or does not bundle, and proves synth needs no AWS credentials.
 */
beforeAll(async () => {
  await promisify(execFile)('npx', ['cdk', 'synth', '--quiet', '--output', outputDirectory], {
    cwd: repositoryRoot,
    env: { ...process.env, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', AWS_PROFILE: '' },
    maxBuffer: 64 * 1024 * 1024,
  })
  for (const file of readdirSync(outputDirectory).filter((name) => name.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(outputDirectory, file), 'utf8')) as {
      Resources: Record<string, Resource>
    }
    for (const resource of Object.values(template.Resources)) {
      if (resource.Type === 'AWS::Lambda::Function')
        functionsByName.set(String(resource.Properties.FunctionName), resource)
    }
  }
  // One esbuild build bundles every function (docs/decisions/0025): this test took 216 s at load 18-20 on 2
  // cores, where bundling one function after another took ~600 s and ~23 min at load 13; 10 min keeps a busy
  // 2-core CI machine from flaking.
}, 600_000)

afterAll(() => {
  rmSync(outputDirectory, { recursive: true, force: true })
})

describe('cdk synth with bundling', () => {
  const stage = String(projectContext().stage)

  it.each(routeList.map((route) => [route.id, route] as const))('bundles the function of route %s', (_id, route) => {
    const routeFunction = functionsByName.get(functionNameFor(stage, route.id))
    expect(routeFunction?.Properties.Handler).toBe('index.handler')
    const objectKey = (routeFunction?.Properties.Code as { S3Key?: string } | undefined)?.S3Key
    expect(objectKey).toMatch(/\.zip$/)
    const assetDirectory = join(outputDirectory, `asset.${objectKey?.replace(/\.zip$/, '')}`)
    expect(readdirSync(assetDirectory)).toContain('index.js')
  })

  it('bundles the AWS SDK: no function requires it from the runtime', () => {
    const requiringDynamoSdk = routeList.filter((route) => {
      const routeFunction = functionsByName.get(functionNameFor(stage, route.id))
      const objectKey = (routeFunction?.Properties.Code as { S3Key?: string } | undefined)?.S3Key ?? ''
      const code = readFileSync(join(outputDirectory, `asset.${objectKey.replace(/\.zip$/, '')}`, 'index.js'), 'utf8')
      // `[require("@aws-sdk/signature-v4-crt");]` is text in one of the SDK's error messages, not a call.
      return /(?<!\[)require\("@(aws-sdk|smithy)\//.test(code)
    })
    expect(requiringDynamoSdk.map((route) => route.id)).toEqual([])
  })

  it('writes one route function per route table entry', () => {
    const routeFunctionNames = new Set(routeList.map((route) => functionNameFor(stage, route.id)))
    const written = [...functionsByName.keys()].filter((name) => routeFunctionNames.has(name))
    expect(written).toHaveLength(routeList.length)
  })
})
