// A partner's manage-booking page whose widgets come from another origin (a CDN): its trip
// lookup sends the traveller to the partner's own storefront page, named by a relative
// address as any link on this page would be.
window.dxSettings = { storefrontUrl: '/storefront-only.html' }
