// Types for chromium.mjs, which the TypeScript e2e harness imports.
export declare const chromiumCandidates: readonly string[]
export declare const headlessShell: string
export declare const chromiumArgs: readonly string[]
export declare const installHint: string
export declare function findChromium(): string | undefined
export declare function requireChromium(): string
export declare function findTestChromium(): string | undefined
export declare function requireTestChromium(): string
