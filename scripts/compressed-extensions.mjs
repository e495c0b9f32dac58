// The files worth compressing: text. The build writes brotli and gzip copies of these
// (scripts/compress-assets.mjs) and the demo server varies their answers on
// Accept-Encoding (demo/server/http/content-types.ts). Plain JavaScript, so the build
// script runs under node as it is and the server imports the same list.

/** Extensions, lower-case with their dot. */
export const compressedExtensions = ['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']
