// Test fixture: local mode in small. It runs one supervised stand-in behind the guard, as stand-ins.ts does, and on
// SIGINT stops its other parts first (about half a second, as the gateway and workers take) and the stand-in last.
import { spawnGuarded, superviseProcess } from '../processes.ts'

const standIn = superviseProcess({
  name: 'stand-in',
  start: () => spawnGuarded(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
  log: (line) => console.log(line),
})
process.on('SIGINT', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500))
  await standIn.stop()
  console.log('Stopped.')
  process.exit(0)
})
setTimeout(() => console.log('ready'), 300)
