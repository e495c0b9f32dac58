// Authoring on, its addresses on this page's origin (the host server forwards them to the
// demo server, as a content-management host fronts them). The page says it runs in the
// content-management frame, so saves carry the anti-forgery token; `?outsideFrame` leaves
// that out, and the page is then neither in the frame nor told it is.
window.dxSettings = {
  isAuthorable: true,
  authoringBaseUrl: '/dx/authoring/content',
  ...(new URLSearchParams(location.search).has('outsideFrame') ? {} : { isRunningInsideAEM: true }),
}
