// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { widgetBuildOptions } from '../esbuild.config.mjs'

const options = { define: { __DX_HOST_IDENTITY__: 'true', __DX_PAGE_NAMES__: 'false' } }
const entries = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `widgets/${name}/index.tsx`]))

describe('which widget builds hold the page names in their first load', () => {
  it("holds them in the storefront's build, which reads routes", () => {
    expect(widgetBuildOptions(options, entries('storefront')).define.__DX_PAGE_NAMES__).toBe('true')
  })

  it('leaves them to the beacon in every build without the storefront', () => {
    for (const names of [['flight-status', 'flight-schedule'], ['account'], ['search-box'], ['trip-lookup']]) {
      expect(widgetBuildOptions(options, entries(...names)).define.__DX_PAGE_NAMES__).toBe('false')
    }
  })
})
