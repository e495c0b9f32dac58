// Shared setup of the unit and component projects: settings where the loader would
// put them. Demo-server tests run under node, with no window, and skip it.
import { afterEach } from 'vitest'
import { installSettings } from '../core/settings/install-settings'

if (typeof window !== 'undefined') {
  installSettings()
  afterEach(() => {
    installSettings()
  })
}
