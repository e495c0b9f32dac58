// What a tag manager does on a page that already holds a loader: sets settings of its own
// (another bundle version) and loads another release's loader from another server.
window.dxSettings = { bundleVersion: '{{version}}' }
await import('{{bundle}}/dx/loader.js')
