// Where the type checker's command is: TypeScript 7 (the compiler written in Go), installed as
// `typescript7` beside the project's `typescript` (5.9), which the tools that read source with
// its API need (dependency-cruiser's parser, two of our tests) and which the React host test
// checks a host app with, as a partner's compiler (docs/decisions/typescript-7.md). TypeScript 7's
// package exports no `bin/tsc`, so the script is found beside its package.json.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** TypeScript 7's `tsc` script, to run with node: the type check and the package's declarations. */
export const tscScript = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc')
