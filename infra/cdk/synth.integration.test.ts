import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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
import { secretsNamedIn } from './function-secrets.ts'
import { functionNameFor } from './naming.ts'
import { functionSourceFile, repositoryRoot } from './project-paths.ts'
import { projectContext } from './test-synthesis.ts'

type Resource = { Type: string; Properties: Record<string, unknown> }

const outputDirectory = mkdtempSync(join(tmpdir(), 'cdk-synth-'))
const functionsByName = new Map<string, Resource>()
const stage = String(projectContext().stage)

/** Every optional secret configured, so that each one's grants are checked: the names of the imported secrets. */
const importedSecrets: Record<string, string> = {
  MODEL_PROVIDER_API_KEY: 'provider-key',
  RECAPTCHA_SECRET: 'recaptcha',
  RAZORPAY_KEY_SECRET: 'razorpay-key',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook',
}
const secretContext = [
  ['modelProvider', JSON.stringify({ apiKeySecretName: importedSecrets.MODEL_PROVIDER_API_KEY })],
  ['recaptchaSecretName', importedSecrets.RECAPTCHA_SECRET],
  [
    'razorpay',
    JSON.stringify({
      keyId: 'rzp_test_key',
      keySecretName: importedSecrets.RAZORPAY_KEY_SECRET,
      webhookSecretName: importedSecrets.RAZORPAY_WEBHOOK_SECRET,
    }),
  ],
].flatMap(([name, value]) => ['-c', `${name}=${value}`])

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
  await promisify(execFile)('npx', ['cdk', 'synth', '--quiet', '--output', outputDirectory, ...secretContext], {
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

type Template = { Resources: Record<string, Resource & { Metadata?: Record<string, unknown> }> }

function readTemplate(file: string): Template {
  return JSON.parse(readFileSync(join(outputDirectory, file), 'utf8')) as Template
}

/**
 * What the deployed template lets each function read, against what its deployed bundle reads: the secrets named by
 * the modules of its bundle (its source map's sources), found here from the synthesized files alone.
 */
describe('secrets of the synthesized functions', () => {
  /** By function name: the secrets its role may read, those its SECRET_ARNS names, those its bundle's code reads. */
  const secretsOf = new Map<string, { readable: string[]; located: string[]; read: string[] }>()

  beforeAll(() => {
    const mainFile = readdirSync(outputDirectory).find(
      (name) => name.endsWith('.template.json') && !name.includes('.nested.'),
    ) as string
    const main = readTemplate(mainFile)
    const generated = Object.entries(main.Resources).filter(([, each]) => each.Type === 'AWS::SecretsManager::Secret')
    expect(generated).toHaveLength(1)
    const markers: Array<[string, string]> = [
      ['CODE_SIGNING_SECRET', `{"Ref":"${generated[0]?.[0]}"}`],
      ...Object.entries(importedSecrets).map(([name, secretName]): [string, string] => [
        name,
        `:secret:${secretName}-??????`,
      ]),
    ]
    const secretNames = markers.map(([name]) => name).sort()
    const readableByRole = (roleId: string) => {
      const statements = Object.values(main.Resources)
        .filter((each) => each.Type === 'AWS::IAM::Policy')
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`{"Ref":"${roleId}"}`))
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement)
        .map((statement) => JSON.stringify(statement))
        .filter((statement) => statement.includes('secretsmanager:GetSecretValue'))
      return markers
        .filter(([, marker]) => statements.some((statement) => statement.includes(marker)))
        .map(([name]) => name)
        .sort()
    }
    const roleIdOf = (role: unknown) => (role as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0] ?? ''
    // The main template's functions, then each route stack's, whose role arrives as a parameter of the nested stack.
    const templates: Array<[Template, (role: unknown) => string]> = [[main, roleIdOf]]
    for (const nested of Object.values(main.Resources).filter((each) => each.Type === 'AWS::CloudFormation::Stack')) {
      const parameters = nested.Properties.Parameters as Record<string, unknown>
      const file = String(nested.Metadata?.['aws:asset:path'])
      templates.push([readTemplate(file), (role) => roleIdOf(parameters[(role as { Ref: string }).Ref])])
    }
    for (const [template, roleOf] of templates) {
      for (const resource of Object.values(template.Resources).filter(
        (each) => each.Type === 'AWS::Lambda::Function',
      )) {
        const name = String(resource.Properties.FunctionName)
        const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables
        const assetDirectory = assetDirectoryOf(name)
        const map = JSON.parse(readFileSync(join(assetDirectory, 'index.js.map'), 'utf8')) as { sources: string[] }
        secretsOf.set(name, {
          readable: readableByRole(roleOf(resource.Properties.Role)),
          located: secretNames.filter((secret) => JSON.stringify(variables.SECRET_ARNS).includes(`\\"${secret}\\":`)),
          read: secretsNamedIn(
            map.sources.map((source) => resolve(assetDirectory, source)),
            secretNames,
          ).sort(),
        })
      }
    }
  })

  it('lets each function read, and tells it where, exactly the secrets its bundle reads', () => {
    expect(secretsOf.size).toBeGreaterThan(routeList.length)
    const wrong = [...secretsOf].flatMap(([name, { readable, located, read }]) => [
      ...(readable.join() === read.join() ? [] : [`${name} can read [${readable}], its bundle reads [${read}]`]),
      ...(located.join() === read.join() ? [] : [`${name} is told where [${located}] are, its bundle reads [${read}]`]),
    ])
    expect(wrong).toEqual([])
    const readers = (secret: string) =>
      [...secretsOf].filter(([, { read }]) => read.includes(secret)).map(([name]) => name)
    expect(readers('RAZORPAY_WEBHOOK_SECRET')).toContain(functionNameFor(stage, 'receivePaymentWebhook'))
    expect(readers('RECAPTCHA_SECRET')).toContain(functionNameFor(stage, 'logIn'))
    expect(readers('CODE_SIGNING_SECRET')).toContain(functionNameFor(stage, 'createApiKey'))
    expect(readers('MODEL_PROVIDER_API_KEY')).toContain(functionNameFor(stage, 'job-step'))
    expect(secretsOf.get(functionNameFor(stage, 'listPublicPlans'))?.readable).toEqual([])
    // Printed for the record (ADR 0003): how many functions read each secret.
    const secrets = ['CODE_SIGNING_SECRET', ...Object.keys(importedSecrets)]
    console.log(
      `Functions reading each secret, of ${secretsOf.size}:`,
      Object.fromEntries(secrets.map((secret) => [secret, readers(secret).length])),
    )
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
