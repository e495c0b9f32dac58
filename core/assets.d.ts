// esbuild and vitest load these files as plain text (see esbuild.config.mjs and vitest.config.ts).
declare module '*.css' {
  const text: string
  export default text
}
declare module '*.graphql' {
  const text: string
  export default text
}
