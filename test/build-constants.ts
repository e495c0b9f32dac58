// The constants esbuild defines in a real build (esbuild.config.mjs). Vitest runs
// the source, so tests get development values here, before any module reads them.
Object.assign(globalThis, { __DX_DEV__: true, __DX_VERSION__: 'test' })
