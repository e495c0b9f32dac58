// The React 19 variant is the bench's yardstick only if a page runs one React: with
// two, a lazy chunk's hooks call into a copy that is not rendering and throw, and the
// bench would wait for a widget's event that never comes.

/**
 * React's own modules as a metafile names them, wherever node_modules lies; not a
 * build's virtual module named after one (`namespace:path`), such as a runtime layer's
 * stand-in for it.
 */
const reactModule = /^(?![a-z-]+:)(.*\/)?node_modules\/(react|react-dom|scheduler)\//

/**
 * The authoring editor's files: it loads only for content authors and renders its toolbar
 * in a root of its own, so it bundles its own React on purpose and never shares a tree
 * with a widget (esbuild.config.mjs builds it apart from the runtime).
 */
const authoringFile = /(^|\/)(authoring\.js|chunks\/authoring\/)/

/**
 * Throws unless the widgets' build has React's code, each module of it in one output file only
 * (the authoring editor's copy aside).
 * @param {{ outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> }} metafile
 */
export function assertOneReact(metafile) {
  const filesOf = new Map()
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (authoringFile.test(file)) continue
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0 && reactModule.test(input)) filesOf.set(input, [...(filesOf.get(input) ?? []), file])
  }
  if (filesOf.size === 0) throw new Error('The React 19 variant holds no React: check its build options (react: true)')
  for (const [input, files] of filesOf)
    if (files.length > 1)
      throw new Error(
        `The React 19 variant has ${input} in ${files.length} files (${files.join(', ')}), so a page runs it more than once: a runtime layer (build/runtime.mjs) must hold it`,
      )
}
