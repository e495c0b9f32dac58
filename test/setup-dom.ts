// Shared setup of the unit and component projects: settings where the loader would
// put them. Demo-server tests run under node, with no window, and skip it.
import { afterEach } from 'vitest'
import { installSettings } from '../core/settings/install-settings'

if (typeof window !== 'undefined') {
  // Page tests have no network: a request no fake answers fails as an offline fetch
  // does, at once, instead of reaching whatever listens on the test API's port. It is
  // what vi.unstubAllGlobals() puts back after a test's fake network.
  globalThis.fetch = (input) =>
    Promise.reject(new TypeError(`Failed to fetch: page tests have no network (${String(input)})`))
  installSettings()
  afterEach(() => {
    installSettings()
  })
}
