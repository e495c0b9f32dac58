// esbuild's own resolution of an import, from inside a plugin's onResolve: the plugin
// data marks the call as the plugin's own, so the plugin lets it pass instead of
// answering it again.
/**
 * @param {import('esbuild').PluginBuild} pluginBuild
 * @param {import('esbuild').OnResolveArgs} args
 * @param {unknown} pluginData  the plugin's own marker
 */
export function resolveAgain(pluginBuild, args, pluginData) {
  return pluginBuild.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    namespace: args.namespace,
    resolveDir: args.resolveDir,
    pluginData,
  })
}
