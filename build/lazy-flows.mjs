// Which flow of a widget's lazy code needs each file of its split build, so that the
// code its lazy chunks share goes in one layer per flow (a page that lands a traveller
// then carries no code that only booking or managing a trip runs).

/**
 * Each output of a split build, by the earliest flow whose entries need it: an entry
 * needs the files its loading fetches (itself and what it imports statically). An
 * entry's flow is `flowOf(its entry point)`, or when that is undefined (code a chunk
 * imports dynamically, named by no flow) the earliest flow of the chunks importing it.
 * @param {import('./runtime.mjs').MetafileOutputs} metafile
 * @param {(entryPoint: string) => number | undefined} flowOf  a flow's index, the lower the earlier
 * @returns {Map<string, number>} output path -> flow
 */
export function outputFlows(metafile, flowOf) {
  const flows = new Map()
  const visit = (path, flow) => {
    const known = flows.get(path)
    if (known !== undefined && known <= flow) return
    flows.set(path, flow)
    for (const edge of metafile.outputs[path]?.imports ?? []) {
      if (edge.kind === 'import-statement') visit(edge.path, flow)
      if (edge.kind === 'dynamic-import') visit(edge.path, ownFlow(edge.path) ?? flow)
    }
  }
  const ownFlow = (path) => {
    const entryPoint = metafile.outputs[path]?.entryPoint
    return entryPoint === undefined ? undefined : flowOf(entryPoint)
  }
  for (const path of Object.keys(metafile.outputs)) {
    const flow = ownFlow(path)
    if (flow !== undefined) visit(path, flow)
  }
  return flows
}
