import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { tableDesign } from '@platform/functions/data/table-design'
import { queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { jobStepHandlerModule } from '@platform/functions/workflows/job-workflow'
import { routeList } from '@platform/shared/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BuiltBundle,
  bundleBudgetBytes,
  bundleContents,
  lazyModules,
  type PlatformFunctionSource,
  platformFunctionSources,
} from './function-bundling.ts'
import { functionNameFor } from './naming.ts'
import { functionSourceFile, repositoryRoot } from './project-paths.ts'
import { projectContext } from './test-synthesis.ts'

type Resource = { Type: string; Properties: Record<string, unknown> }

const outputDirectory = mkdtempSync(join(tmpdir(), 'cdk-synth-'))
const functionsByName = new Map<string, Resource>()
const stage = String(projectContext().stage)

/** The folder `cdk synth` staged a function's code in (its asset), found through the function's S3 key. */
function assetDirectoryOf(functionName: string): string {
  const objectKey = (functionsByName.get(functionName)?.Properties.Code as { S3Key?: string } | undefined)?.S3Key ?? ''
  return join(outputDirectory, `asset.${objectKey.replace(/\.zip$/, '')}`)
}

/** The job functions' names as `jobs.ts` and `table-stream-consumer.ts` give them, by source file. */
const jobFunctionNames = new Map<string, string>([
  [functionSourceFile(jobStepHandlerModule), 'job-step'],
  [functionSourceFile(tableDesign.streamConsumer), 'table-stream-consumer'],
  ...queueDefinitions.map((definition): [string, string] => [
    functionSourceFile(definition.consumer),
    `${definition.name}-consumer`,
  ]),
])

/** The deployed name of a bundled function: routes by their id, job modules as the stack names their functions. */
function deployedFunctionName(source: PlatformFunctionSource): string {
  if (source.kind === 'request') return functionNameFor(stage, source.name)
  const name = jobFunctionNames.get(source.sourceFile)
  if (!name) throw new Error(`No deployed name known for the job function ${source.name}: add it to jobFunctionNames`)
  return functionNameFor(stage, name)
}

/**
 * The real `cdk synth`, with esbuild bundling every handler: what the unit tests skip for speed. It catches a route
 * whose handler file is missing or does not bundle, and proves synth needs no AWS credentials. Its bundles are the
 * ones the size and content checks below read: CI bundles every function once (a separate build for those checks
 * took 110 s of a clean-clone run, issue 45).
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
  it.each(routeList.map((route) => [route.id, route] as const))('bundles the function of route %s', (_id, route) => {
    const routeFunction = functionsByName.get(functionNameFor(stage, route.id))
    expect(routeFunction?.Properties.Handler).toBe('index.handler')
    const objectKey = (routeFunction?.Properties.Code as { S3Key?: string } | undefined)?.S3Key
    expect(objectKey).toMatch(/\.zip$/)
    expect(readdirSync(assetDirectoryOf(functionNameFor(stage, route.id)))).toContain('index.js')
  })

  it('bundles the AWS SDK: no function requires it from the runtime', () => {
    const requiringDynamoSdk = routeList.filter((route) => {
      const code = readFileSync(join(assetDirectoryOf(functionNameFor(stage, route.id)), 'index.js'), 'utf8')
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

/**
 * The size half of `npm run bench:bundles`, in CI, on the bundles `cdk synth` wrote (each function's `index.js` as
 * deployed): every Lambda stays within its budget (cold-import timing stays in the benchmark; tests assert no
 * timings).
 */
describe('Lambda bundles', () => {
  let bundles: BuiltBundle[] = []

  beforeAll(() => {
    bundles = platformFunctionSources().map((source) => {
      const outputFile = join(assetDirectoryOf(deployedFunctionName(source)), 'index.js')
      return {
        ...source,
        outputFile,
        bytes: statSync(outputFile).size,
        ...bundleContents(readFileSync(outputFile, 'utf8')),
      }
    })
  })

  it('bundles every route and job function', () => {
    expect(bundles.filter((bundle) => bundle.kind === 'job').map((bundle) => bundle.name)).toEqual([
      'consume-job-messages',
      'run-job-step',
      'consume-table-stream',
    ])
    expect(bundles.filter((bundle) => bundle.kind === 'request').length).toBeGreaterThan(100)
  })

  it('keeps request-path bundles within 1.5 MB and job bundles within 3 MB', () => {
    const overBudget = bundles
      .filter((bundle) => bundle.bytes > bundleBudgetBytes[bundle.kind])
      .map((bundle) => `${bundle.name} (${bundle.kind}): ${Math.round(bundle.bytes / 1024)} KB`)
    expect(overBudget).toEqual([])
  })

  it('bundles the AWS SDK clients it uses rather than loading the runtime copy', () => {
    const loadingRuntimeSdk = bundles
      // `@aws-sdk/signature-v4-crt` is named in the text of one of the SDK's error messages, never required.
      .filter((bundle) =>
        bundle.externalImports.some(
          (name) => /^@(aws-sdk|smithy)\//.test(name) && name !== '@aws-sdk/signature-v4-crt',
        ),
      )
      .map((bundle) => `${bundle.name}: ${bundle.externalImports.join(', ')}`)
    expect(loadingRuntimeSdk).toEqual([])
  })

  it('loads the lazily loaded libraries by dynamic import, from beside the bundle', () => {
    // The training cost route counts tokens: it keeps the import, not the 2.7 MB tokenizer.
    const trainingCosts = bundles.find((bundle) => bundle.name === 'getTrainingCosts')
    expect(trainingCosts?.bytes).toBeLessThan(bundleBudgetBytes.request)
    expect(lazyModules).toEqual(expect.arrayContaining(['gpt-tokenizer', 'unpdf', 'mammoth', 'openai']))
  })

  it("carries its own route and that route's schemas, not its route group's (docs/decisions/0018)", () => {
    // Contracts declare schemas through a pure-annotated defineSchema() and routes are one export each, so esbuild
    // drops what a handler does not use; an inline zod call or a template path in a route definition would keep it.
    const carryingOthers = bundles
      .filter((bundle) => bundle.kind === 'request')
      // Content routes build their ids from the content type's name (`list${plural}`), so find no literal id.
      .filter(
        (bundle) =>
          bundle.routeIds.length > 2 || (bundle.routeIds.length > 0 && !bundle.routeIds.includes(bundle.name)),
      )
      .map((bundle) => `${bundle.name}: ${bundle.routeIds.join(', ')}`)
    expect(carryingOthers).toEqual([])
    // The transactions list links each receipt, so it carries the receipt's route too.
    expect(bundles.find((bundle) => bundle.name === 'listTransactions')?.routeIds).toEqual([
      'getTransaction',
      'listTransactions',
    ])
  })
})
