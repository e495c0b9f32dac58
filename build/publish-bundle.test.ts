// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { publishBundle, stagingOf } from './publish-bundle.mjs'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A build written into the staging folder of `bundle`, as the build does. */
function build(bundle: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    const path = join(stagingOf(bundle), file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
}

const read = (bundle: string, file: string) => readFileSync(join(bundle, file), 'utf8')

describe('publishBundle', () => {
  it('swaps the staged build in and leaves no staging or old folder behind', () => {
    root = mkdtempSync(join(tmpdir(), 'dx-publish-'))
    const bundle = join(root, 'dx')
    build(bundle, { 'loader.js': 'one', 'chunks/a-1.js': 'a1' })
    publishBundle(bundle)
    build(bundle, { 'loader.js': 'two', 'chunks/a-2.js': 'a2' })
    publishBundle(bundle)
    expect(read(bundle, 'loader.js')).toBe('two')
    expect(read(bundle, 'chunks/a-2.js')).toBe('a2')
    expect(existsSync(stagingOf(bundle))).toBe(false)
    expect(existsSync(`${bundle}.old`)).toBe(false)
  })

  it('keeps the served folder in place while the next build is being written', () => {
    root = mkdtempSync(join(tmpdir(), 'dx-publish-'))
    const bundle = join(root, 'dx')
    build(bundle, { 'loader.js': 'one' })
    publishBundle(bundle)
    build(bundle, { 'loader.js': 'two' })
    expect(read(bundle, 'loader.js')).toBe('one')
  })

  it('carries the previous build’s own files for one generation, so a page loaded before the swap finds its chunks', () => {
    root = mkdtempSync(join(tmpdir(), 'dx-publish-'))
    const bundle = join(root, 'dx')
    build(bundle, { 'loader.js': 'one', 'chunks/a-1.js': 'a1', 'chunks/a-1.js.br': 'a1br' })
    publishBundle(bundle)
    build(bundle, { 'loader.js': 'two', 'chunks/a-2.js': 'a2' })
    publishBundle(bundle)
    expect(read(bundle, 'chunks/a-1.js')).toBe('a1')
    expect(read(bundle, 'chunks/a-1.js.br')).toBe('a1br')
    build(bundle, { 'loader.js': 'three', 'chunks/a-3.js': 'a3' })
    publishBundle(bundle)
    expect(read(bundle, 'chunks/a-2.js')).toBe('a2')
    expect(existsSync(join(bundle, 'chunks/a-1.js'))).toBe(false)
  })

  it('publishes over a folder from before lists, and refuses when nothing was built', () => {
    root = mkdtempSync(join(tmpdir(), 'dx-publish-'))
    const bundle = join(root, 'dx')
    mkdirSync(bundle)
    writeFileSync(join(bundle, 'stale.js'), 'stale')
    expect(() => publishBundle(bundle)).toThrow(/does not exist; build into it first/)
    build(bundle, { 'loader.js': 'one' })
    publishBundle(bundle)
    expect(existsSync(join(bundle, 'stale.js'))).toBe(false)
    expect(read(bundle, 'loader.js')).toBe('one')
  })
})
