// The authoring entry: its own file, which the loader imports after boot only when
// `isAuthorable` is on, so no reader's first load carries any of it.
import { authoringApi } from '../../core/authoring/authoring-calls'
import type { DxSettings } from '../../core/settings/settings'
import { startAuthoring } from './start-authoring'

/** Starts authoring on the page with the real authoring calls (the loader calls it once per page). */
export function start(settings: DxSettings): ReturnType<typeof startAuthoring> {
  return startAuthoring(authoringApi(settings), settings)
}
