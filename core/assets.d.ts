// esbuild and vitest load these files as plain text (see esbuild.config.mjs and vitest.config.ts).
declare module '*.css' {
  const text: string
  export default text
}
declare module '*.graphql' {
  const text: string
  export default text
}
declare module 'dx-locale:*' {
  /** `{ <namespace>: messages }` from locales/en-US.json (esbuild.config.mjs, localeNamespaces). */
  const messages: { [namespace: string]: import('./i18n/i18n').Messages }
  export default messages
}
