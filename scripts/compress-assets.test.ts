// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compressAssets } from './compress-assets.mjs'

const script = `export const widgets = [${Array.from({ length: 200 }, (_, i) => `'widget-${i}'`).join(', ')}]\n`
let dir = ''

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dx-compress-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('compressing the build', () => {
  it('writes a brotli and a gzip copy beside a script, each decoding to the script', async () => {
    writeFileSync(join(dir, 'loader.js'), script)
    await compressAssets(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, 'loader.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'loader.js.gz'))).toString()).toBe(script)
  })

  it('compresses files in sub folders', async () => {
    mkdirSync(join(dir, 'chunks/storefront'), { recursive: true })
    writeFileSync(join(dir, 'chunks/storefront/page-ABCDEFGH.js'), script)
    await compressAssets(dir)
    expect(existsSync(join(dir, 'chunks/storefront/page-ABCDEFGH.js.br'))).toBe(true)
  })

  it('reports the size of the file and of each copy', async () => {
    writeFileSync(join(dir, 'loader.js'), script)
    const results = await compressAssets(dir)
    const size = (name: string) => readFileSync(join(dir, name)).length
    expect(results).toEqual([
      { file: 'loader.js', bytes: script.length, br: size('loader.js.br'), gz: size('loader.js.gz') },
    ])
  })

  it('writes no copy that is not smaller than its file', async () => {
    writeFileSync(join(dir, 'tiny.js'), 'export{}')
    await compressAssets(dir)
    expect([existsSync(join(dir, 'tiny.js.br')), existsSync(join(dir, 'tiny.js.gz'))]).toEqual([false, false])
  })

  it('removes an old copy of a file that compression no longer helps', async () => {
    writeFileSync(join(dir, 'tiny.js'), 'export{}')
    writeFileSync(join(dir, 'tiny.js.gz'), 'an older build')
    await compressAssets(dir)
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false)
  })

  it('leaves files that are not text alone', async () => {
    writeFileSync(join(dir, 'logo.png'), script)
    await compressAssets(dir)
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false)
  })
})
