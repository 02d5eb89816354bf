// Fails early, with what to do, when the machine lacks what local mode needs.
import { spawnSync } from 'node:child_process'

const problems = []
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19))
  problems.push(`Node 20.19 or newer is required (found ${process.versions.node}).`)
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
