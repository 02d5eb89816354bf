// Test fixture: a worker thread that lowers itself as a training thread does, then reports its own priority.
import { readlinkSync } from 'node:fs'
import { getPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { runThisThreadAtBackgroundPriority } from '../processes.ts'

runThisThreadAtBackgroundPriority()
const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
parentPort?.postMessage({ threadPriority: getPriority(threadId) })
