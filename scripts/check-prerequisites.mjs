// Fails early, with what to do, when the machine lacks what local mode needs.
import { spawnSync } from 'node:child_process'

const problems = []
// npm puts the project's own Node (the `node` dev dependency, Node 24 LTS) first on the PATH of every script, so
// anything older here means the script was started outside npm or before `npm install`.
const [major] = process.versions.node.split('.').map(Number)
if (major < 24)
  problems.push(
    `Node 24 is required (found ${process.versions.node}). Run \`npm install\` first, then start through npm (\`npm start\`, \`npm test\`): npm runs the project's own Node 24 from node_modules/.bin.`,
  )
else console.log(`Node ${process.version}`)
const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
if (java.error || java.status !== 0) {
  problems.push(
    'Java 17 or newer is required for local mode (DynamoDB Local). Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.',
  )
} else {
  const version = Number(/version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? 0)
  if (version && version < 17) problems.push(`Java 17 or newer is required for local mode (found Java ${version}).`)
}
if (problems.length > 0) {
  console.error(`Cannot start:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
