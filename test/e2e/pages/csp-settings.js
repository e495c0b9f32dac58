// Under a strict CSP a host cannot set window.dxSettings inline; it sets them from a
// same-origin script file that runs before the loader.
window.dxSettings = { appId: 'dx-e2e' }
