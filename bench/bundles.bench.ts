/**
 * Lambda bundle figures (not a test): `npm run bench:bundles`.
 * Bundles every function of the CDK app with the deployed esbuild settings (`infra/cdk/function-bundling.ts`) and
 * prints each bundle's size and cold-import time: the CPU time and the wall time a fresh `node --enable-source-maps` (as
 * deployed) spends loading the bundle, median of 7 rounds over all bundles, with the load average before and after.
 * Exits 1 when a bundle passes its budget: request path 1.5 MB and cold import 250 ms of CPU time, job functions 3 MB
 * (the AWS SDK clients are bundled into each function, docs/decisions/0018).
 * `-- --sizes` skips the import timing. CI checks the sizes on the bundles `cdk synth` wrote (`synth.integration.test.ts`).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { buildFunctionBundles, bundleBudgetBytes } from '../infra/cdk/function-bundling.ts'

/**
 * Cold-import budget of the request path, whose cold starts a user waits for. Job functions (queue consumers and
 * workflow steps, which run for seconds to minutes) have a size budget only; their import time is printed.
 */
const coldImportBudgetMs = 250
const runs = 7
const sizesOnly = process.argv.includes('--sizes')
// Inside the repository, so that modules the bundles leave external (the lazily loaded libraries) resolve.
const outputDirectory = fileURLToPath(new URL('../node_modules/.cache/function-bundles', import.meta.url))

const print = (line = '') => console.log(line)
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

interface ColdImport {
  cpuMs: number
  wallMs: number
}

/**
 * Milliseconds a fresh Node process spends loading the bundle (as Lambda's runtime does, `require` of a CommonJS
 * `index.js`), measured inside that process: CPU time (user + system), the figure the budget applies to, because on
 * a machine shared with other work the wall time mostly measures the wait for a core; and the wall time beside it.
 */
function coldImport(file: string): ColdImport {
  const script = `const cpu = process.cpuUsage(); const wall = performance.now(); require(${JSON.stringify(file)}); const spent = process.cpuUsage(cpu); console.log(JSON.stringify({ cpuMs: (spent.user + spent.system) / 1000, wallMs: performance.now() - wall }))`
  const output = execFileSync(process.execPath, ['--enable-source-maps', '-e', script], {
    // Importing a handler reads nothing from its environment at load time; the region only keeps SDK set-up quiet.
    env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as ColdImport
}

/**
 * Each bundle's median over `runs` rounds, every round importing every bundle once: a bundle's runs are spread over
 * the whole measurement, so a minute of a busier machine (other work, the host of this virtual machine) moves every
 * bundle's median a little instead of a few bundles' a lot, as five consecutive runs did.
 */
function medianColdImports(files: string[]): Map<string, ColdImport> {
  const measured = new Map(files.map((file) => [file, [] as ColdImport[]]))
  for (let round = 0; round < runs; round++) for (const file of files) measured.get(file)?.push(coldImport(file))
  return new Map(
    [...measured].map(([file, imports]) => [
      file,
      { cpuMs: median(imports.map((run) => run.cpuMs)), wallMs: median(imports.map((run) => run.wallMs)) },
    ]),
  )
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

print(`Node ${process.version}, load average (1, 5, 15 min) before: ${loadAverage()}`)
rmSync(outputDirectory, { recursive: true, force: true })
const started = performance.now()
const bundles = await buildFunctionBundles(outputDirectory)
print(`Bundled ${bundles.length} functions in ${((performance.now() - started) / 1000).toFixed(1)} s`)
print()

const failures: string[] = []
const coldImports = sizesOnly
  ? new Map<string, ColdImport>()
  : medianColdImports(bundles.map((bundle) => bundle.outputFile))
const rows = bundles
  .sort((a, b) => b.bytes - a.bytes)
  .map((bundle) => {
    const imported = coldImports.get(bundle.outputFile)
    if (bundle.bytes > bundleBudgetBytes[bundle.kind])
      failures.push(`${bundle.name}: ${kilobytes(bundle.bytes)} > ${kilobytes(bundleBudgetBytes[bundle.kind])}`)
    if (bundle.kind === 'request' && imported && imported.cpuMs > coldImportBudgetMs)
      failures.push(`${bundle.name}: cold import ${imported.cpuMs.toFixed(0)} ms CPU > ${coldImportBudgetMs} ms`)
    return { ...bundle, imported }
  })

const milliseconds = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`)
print(
  `${'function'.padEnd(34)} ${'kind'.padEnd(8)} ${'size'.padStart(9)} ${'budget'.padStart(9)} ${'import CPU'.padStart(11)} ${'import wall'.padStart(12)}`,
)
for (const row of rows) {
  print(
    `${row.name.padEnd(34)} ${row.kind.padEnd(8)} ${kilobytes(row.bytes).padStart(9)} ${kilobytes(bundleBudgetBytes[row.kind]).padStart(9)} ${milliseconds(row.imported?.cpuMs).padStart(11)} ${milliseconds(row.imported?.wallMs).padStart(12)}`,
  )
}
print()
for (const kind of ['request', 'job'] as const) {
  const ofKind = rows.filter((row) => row.kind === kind)
  const sizes = ofKind.map((row) => row.bytes)
  const imports = ofKind.flatMap((row) => (row.imported ? [row.imported] : []))
  const cpu = imports.map((imported) => imported.cpuMs)
  const wall = imports.map((imported) => imported.wallMs)
  print(
    `${kind}: ${ofKind.length} functions, size median ${kilobytes(median(sizes))}, max ${kilobytes(Math.max(...sizes))}` +
      (imports.length
        ? `; cold import CPU median ${milliseconds(median(cpu))}, max ${milliseconds(Math.max(...cpu))}` +
          `; wall median ${milliseconds(median(wall))}, max ${milliseconds(Math.max(...wall))}`
        : ''),
  )
}
print(`load average after: ${loadAverage()}`)
if (failures.length) {
  print()
  print(`${failures.length} over budget:`)
  for (const failure of failures) print(`  ${failure}`)
  process.exitCode = 1
}
