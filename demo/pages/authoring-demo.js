// The authoring demo page: authoring on (the editor loads only because of this setting). The
// page is not in a content-management frame and does not claim to be: like any page outside
// the frame its saves carry no anti-forgery token, and the demo server takes them because they
// come from a page of its own origin with the author's SameSite=Strict cookie
// (docs/decisions/authoring-outside-the-frame.md). The authoring addresses are this server's own.
window.dxSettings = { isAuthorable: true }

// The sign-in links answer JSON (the demo sign-in has no page of its own): followed from
// here, they sign in or out and reload the page, which then starts as that account.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href^="/dx/authoring/sign-"]') : null
  if (!link) return
  event.preventDefault()
  fetch(link.href, { credentials: 'same-origin' }).then(
    () => location.reload(),
    () => (link.textContent += ' (failed: try again)'),
  )
})

// Says who is signed in, from the permission document the editor reads too.
addEventListener('DOMContentLoaded', () => {
  const status = document.querySelector('.authoring-account')
  fetch('/dx/authoring/content/permissions.json', { credentials: 'same-origin' })
    .then((answer) => answer.json())
    .then(({ user, canAuthor }) => {
      // Without a sign-in the server answers as the reader account.
      status.textContent = canAuthor
        ? `Signed in as ${user}: press Edit texts in the toolbar.`
        : 'Not signed in as an author: a reader, with nothing to edit and no toolbar.'
    })
    .catch(() => {
      status.textContent = 'Could not read who is signed in.'
    })
})
