// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { widgetEntries } from '../esbuild.config.mjs'
import { WIDGET_NAMES } from '../loader/widget-names'

describe('the widgets the build makes', () => {
  it('are the widgets the loader names: it defines their elements from the manifest the build writes', () => {
    const built = Object.entries(widgetEntries() as Record<string, string>)
      .filter(([, entry]) => entry.endsWith('.tsx'))
      .map(([name]) => name)
    expect(built.sort()).toEqual([...WIDGET_NAMES].sort())
  })
})
