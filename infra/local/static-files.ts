import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** Resolves a URL path inside a root folder, refusing anything that climbs out of it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const candidate = normalize(join(root, decoded))
  return candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep) ? candidate : undefined
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Sends a file if it exists; hashed build assets are cached for a year, HTML never. `status` lets the console's
 * page answer an unknown address with 404 while still rendering its "Page not found" screen.
 */
export async function sendFile(response: ServerResponse, path: string | undefined, status = 200): Promise<boolean> {
  if (!path || !(await isFile(path))) return false
  const extension = extname(path)
  const immutable = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(path)
  response.writeHead(status, {
    'content-type': contentTypes[extension] ?? 'application/octet-stream',
    'cache-control':
      extension === '.html' ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  })
  await new Promise<void>((resolve, reject) => {
    createReadStream(path).on('error', reject).on('end', resolve).pipe(response)
  })
  return true
}
