// The storefront demo's settings, read by the loader (window.dxSettings). Prefetch on: a
// flight selection link starts its search while the storefront's files are on their way.
window.dxSettings = { prefetch: true }
