import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { receiptFontFile } from '@platform/functions/domains/billing/receipt-font'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFunctionFolders } from './function-bundling.ts'
import { functionSourceFile, handlerSourceFile } from './project-paths.ts'

/**
 * The receipt's PDF library and font travel with the function that prints receipts (issue 39): built as the CDK app
 * builds every function's asset, outside the repository, so nothing resolves from the repository's node_modules.
 */
describe('the receipt function bundle', () => {
  const assembly = mkdtempSync(join(tmpdir(), 'receipt-bundle-'))
  const receiptFunction = handlerSourceFile('billing/get-transaction')
  const otherBillingFunction = handlerSourceFile('billing/list-transactions')
  // The receipt module bundled alone, as the handler's bundle carries it, to print a receipt from its folder.
  const receiptModule = functionSourceFile('domains/billing/receipt-pdf')
  let folders = new Map<string, string>()

  beforeAll(() => {
    folders = buildFunctionFolders(assembly, [receiptFunction, otherBillingFunction, receiptModule])
  }, 300_000)
  afterAll(() => rmSync(assembly, { recursive: true, force: true }))

  it('ships the font file, its licence and package.json beside the bundle, and pdf-lib with fontkit', () => {
    const folder = folders.get(receiptFunction) as string
    const fontPackage = join(folder, 'node_modules', '@fontsource', 'unifontex')
    expect(readdirSync(fontPackage).sort()).toEqual(['LICENSE', 'files', 'package.json'])
    // Only the file the code reads, not the package's other formats.
    expect(readdirSync(join(fontPackage, 'files'))).toEqual([receiptFontFile.split('/').at(-1)])
    expect(createRequire(join(folder, 'index.js')).resolve(receiptFontFile)).toBe(
      join(folder, 'node_modules', receiptFontFile),
    )
    expect(existsSync(join(folder, 'node_modules', 'pdf-lib', 'package.json'))).toBe(true)
    expect(existsSync(join(folder, 'node_modules', '@pdf-lib', 'fontkit', 'package.json'))).toBe(true)
  })

  it('leaves both out of a function that prints no receipt', () => {
    const folder = folders.get(otherBillingFunction) as string
    expect(existsSync(join(folder, 'node_modules', '@fontsource'))).toBe(false)
    expect(existsSync(join(folder, 'node_modules', 'pdf-lib'))).toBe(false)
  })

  it('prints a receipt in any script from the bundle and what shipped beside it', async () => {
    const folder = folders.get(receiptModule) as string
    const { receiptPdf } = createRequire(import.meta.url)(join(folder, 'index.js')) as {
      receiptPdf: (lines: string[]) => Promise<Uint8Array>
    }
    const pdf = await receiptPdf(['Payment receipt', 'Billed to: Zoë Müller, 東京', 'नई दिल्ली'])
    const { extractText, getDocumentProxy } = await import('unpdf')
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true })
    expect(text).toContain('Billed to: Zoë Müller, 東京')
    expect(text).toContain('नई दिल्ली')
  })
})
