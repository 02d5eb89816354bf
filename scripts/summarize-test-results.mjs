// Prints one closing line for every vitest run of `npm test` (unit, integration, browser), e.g.
// "Tests: 426 passed, 0 failed, 2 skipped", from the JSON reports the runs wrote to .test-results/.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const folder = '.test-results'
let passed = 0
let failed = 0
let skipped = 0
for (const file of existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
