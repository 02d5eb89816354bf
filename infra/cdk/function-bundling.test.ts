import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type BuiltBundle, buildFunctionBundles, bundleBudgetBytes, lazyModules } from './function-bundling.ts'

/**
 * The size half of `npm run bench:bundles`, in CI: every Lambda bundled with the deployed settings stays within its
 * budget (cold-import timing stays in the benchmark; tests assert no timings).
 */
describe('Lambda bundles', () => {
  let bundles: BuiltBundle[] = []

  beforeAll(async () => {
    const outputDirectory = join(tmpdir(), 'function-bundles')
    bundles = await buildFunctionBundles(outputDirectory, { write: false })
    // Every entry now bundles the AWS SDK clients it uses: 255 s for all 179 on the 2-core machine at load 20.
  }, 600_000)

  it('bundles every route and job function', () => {
    expect(bundles.filter((bundle) => bundle.kind === 'job').map((bundle) => bundle.name)).toEqual([
      'consume-job-messages',
      'run-job-step',
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
