// A marketing page with a search box and no storefront: its searches open the
// storefront page named here. Set from a file of the host's own (no inline script),
// as a page under a strict CSP has to.
window.dxSettings = { storefrontUrl: new URL('/storefront-only.html', location.href).href }
