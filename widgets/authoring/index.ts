// The authoring entry: its own file, which the loader imports after boot only when
// `isAuthorable` is on, so no reader's first load carries any of it.
export { startAuthoring } from './start-authoring'
