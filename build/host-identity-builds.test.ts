// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { widgetBuildOptions } from '../esbuild.config.mjs'

const options = { define: { __DX_DEV__: 'false', __DX_HOST_IDENTITY__: 'true' } }
const entries = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `widgets/${name}/index.tsx`]))

describe('which widget builds send the host’s identity', () => {
  it('leaves it out of the build of flight status and schedule, whose calls are never about a person', () => {
    const built = widgetBuildOptions(options, entries('flight-status', 'flight-schedule'))
    expect(built.define).toEqual({ __DX_DEV__: 'false', __DX_HOST_IDENTITY__: 'false' })
  })

  it('keeps it in every build that holds a widget calling about a person', () => {
    for (const names of [['storefront'], ['account'], ['search-box'], ['trip-lookup'], ['flight-status', 'account']]) {
      expect(widgetBuildOptions(options, entries(...names)).define.__DX_HOST_IDENTITY__).toBe('true')
    }
  })
})
