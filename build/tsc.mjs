// Where the type checker's command is: TypeScript 7's package exports no `bin/tsc` (its
// exports map lists the API only), so it is found beside the package's package.json.
// The compiler API for tests that read source with it is @typescript/typescript6
// (docs/decisions/typescript-7.md).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The `tsc` script of the project's TypeScript, to run with node. */
export const tscScript = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc')
