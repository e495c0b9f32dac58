// A partner's page whose widgets come from another origin (the demo server): its account
// links open the partner's own storefront page, named by a relative address.
window.dxSettings = { storefrontUrl: '/storefront-only.html' }
