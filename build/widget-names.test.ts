// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { widgetEntries } from '../esbuild.config.mjs'
import { WIDGET_NAMES } from '../loader/widget-names'

// The real file system, but a folder listing in whatever order the test asks for.
const listing = vi.hoisted(() => ({ reversed: false }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  // Only the build's plain listings (names as strings) are reordered.
  const readdir = ((path: string) => {
    const names = fs.readdirSync(path)
    return listing.reversed ? [...names].sort().reverse() : names
  }) as unknown as typeof fs.readdirSync
  return { ...fs, default: { ...fs, readdirSync: readdir }, readdirSync: readdir }
})

describe('the widgets the build makes', () => {
  it('are the widgets the loader names: it defines their elements from the manifest the build writes', () => {
    const built = Object.entries(widgetEntries() as Record<string, string>)
      .filter(([, entry]) => entry.endsWith('.tsx'))
      .map(([name]) => name)
    expect(built.sort()).toEqual([...WIDGET_NAMES].sort())
  })

  it('come in one order whatever order the file system lists them in, so every machine builds the same bytes', () => {
    listing.reversed = true
    try {
      expect(readdirSync('widgets')).toEqual([...readdirSync('widgets')].sort().reverse())
      const names = Object.keys(widgetEntries() as Record<string, string>)
      expect(names).toEqual([...names].sort())
    } finally {
      listing.reversed = false
    }
  })
})
