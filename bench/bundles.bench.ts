/**
 * Lambda bundle figures (not a test): `npm run bench:bundles`.
 * Bundles every function of the CDK app with the deployed esbuild settings (`infra/cdk/function-bundling.ts`) and
 * prints each bundle's size and cold-import time: the CPU time a fresh `node --enable-source-maps` (as deployed) spends
 * importing the bundle, median of 3. Exits 1 when a bundle passes its budget: request path 500 KB, job functions 2 MB, cold import
 * 150 ms. `-- --sizes` skips the import timing. The unit suite checks the sizes (`function-bundling.test.ts`).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildFunctionBundles, bundleBudgetBytes } from '../infra/cdk/function-bundling.ts'

const coldImportBudgetMs = 150
const runs = 3
const sizesOnly = process.argv.includes('--sizes')
// Inside the repository, so that modules the bundles leave external (the runtime's AWS SDK) resolve as in Lambda.
const outputDirectory = fileURLToPath(new URL('../node_modules/.cache/function-bundles', import.meta.url))

const print = (line = '') => console.log(line)
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

/**
 * Milliseconds a fresh Node process spends importing the bundle, measured inside that process as CPU time (user +
 * system): on a machine shared with other work the wall-clock time mostly measures the wait for a core.
 */
function coldImportMs(file: string): number {
  const script = `const started = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(file).href)}); const spent = process.cpuUsage(started); console.log((spent.user + spent.system) / 1000)`
  const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
    // Importing a handler reads nothing from its environment at load time; the region only keeps SDK set-up quiet.
    env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' },
    encoding: 'utf8',
  })
  return Number(output.trim().split('\n').pop())
}

print(
  `Node ${process.version}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
)
rmSync(outputDirectory, { recursive: true, force: true })
const started = performance.now()
const bundles = await buildFunctionBundles(outputDirectory)
print(`Bundled ${bundles.length} functions in ${((performance.now() - started) / 1000).toFixed(1)} s`)
print()

const failures: string[] = []
const rows = bundles
  .sort((a, b) => b.bytes - a.bytes)
  .map((bundle) => {
    const importMs = sizesOnly ? undefined : median(Array.from({ length: runs }, () => coldImportMs(bundle.outputFile)))
    if (bundle.bytes > bundleBudgetBytes[bundle.kind])
      failures.push(`${bundle.name}: ${kilobytes(bundle.bytes)} > ${kilobytes(bundleBudgetBytes[bundle.kind])}`)
    if (importMs !== undefined && importMs > coldImportBudgetMs)
      failures.push(`${bundle.name}: cold import ${importMs.toFixed(0)} ms > ${coldImportBudgetMs} ms`)
    return { ...bundle, importMs }
  })

print(
  `${'function'.padEnd(34)} ${'kind'.padEnd(8)} ${'size'.padStart(9)} ${'budget'.padStart(9)} ${'cold import'.padStart(12)}`,
)
for (const row of rows) {
  const importText = row.importMs === undefined ? '-' : `${row.importMs.toFixed(0)} ms`
  print(
    `${row.name.padEnd(34)} ${row.kind.padEnd(8)} ${kilobytes(row.bytes).padStart(9)} ${kilobytes(bundleBudgetBytes[row.kind]).padStart(9)} ${importText.padStart(12)}`,
  )
}
print()
for (const kind of ['request', 'job'] as const) {
  const ofKind = rows.filter((row) => row.kind === kind)
  const sizes = ofKind.map((row) => row.bytes)
  const imports = ofKind.flatMap((row) => (row.importMs === undefined ? [] : [row.importMs]))
  print(
    `${kind}: ${ofKind.length} functions, size median ${kilobytes(median(sizes))}, max ${kilobytes(Math.max(...sizes))}` +
      (imports.length
        ? `; cold import median ${median(imports).toFixed(0)} ms, max ${Math.max(...imports).toFixed(0)} ms`
        : ''),
  )
}
print(
  `load after: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
)
if (failures.length) {
  print()
  print(`${failures.length} over budget:`)
  for (const failure of failures) print(`  ${failure}`)
  process.exitCode = 1
}
