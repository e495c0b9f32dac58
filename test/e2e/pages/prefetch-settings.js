window.dxSettings = { prefetch: true }
