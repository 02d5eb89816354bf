// Type-checks the four TypeScript projects in two lanes: the root project (functions, infra, shared, tests) is about
// as long as the three front-end ones together, and one `tsc` uses one core, so on 2 cores two lanes halve the wait
// (bench/results/issue-45-ci.md). Each lane's output is printed whole when it ends, so the lanes do not interleave.
import { spawn } from 'node:child_process'

const lanes = [['tsconfig.json'], ['web/tsconfig.json', 'widget/tsconfig.json', 'web/site/tsconfig.json']]

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn('tsc', ['-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'], shell: false })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', (error) => resolve({ project, passed: false, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ project, passed: code === 0, output }))
  })
}

async function runLane(projects) {
  const results = []
  for (const project of projects) results.push(await typecheck(project))
  return results
}

const results = (await Promise.all(lanes.map(runLane))).flat()
for (const { project, passed, output } of results) {
  if (output) process.stdout.write(output)
  console.log(`tsc -p ${project}: ${passed ? 'no errors' : 'errors'}`)
}
if (results.some((result) => !result.passed)) process.exit(1)
