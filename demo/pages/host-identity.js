// The airline's own sign-in (docs/settings.md, hostIdentity): its form asks its identity
// provider (the demo server stands one in, POST /dx/demo/host-token) for an access token,
// hands it to the widgets in window.dxSettings.hostIdentity, which every API call reads
// again, and only then places <dx-account>, which asks the API who the token names. The
// token is kept in this page's memory only; signing out of the airline forgets it (a reload).
window.dxSettings = {}

addEventListener('DOMContentLoaded', () => {
  const form = document.getElementById('host-sign-in')
  const result = document.getElementById('host-sign-in-result')
  const signOut = document.getElementById('host-sign-out')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const fields = new FormData(form)
    const response = await fetch('/dx/demo/host-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: fields.get('email'), password: fields.get('password') }),
    }).catch(() => undefined)
    if (!response?.ok) {
      result.textContent = 'Zed Air could not sign you in: check the email and password.'
      return
    }
    const { accessToken } = await response.json()
    window.dxSettings.hostIdentity = { accessToken, applicationId: 'dx-demo-airline', clientId: 'dx-demo-web' }
    form.hidden = true
    signOut.hidden = false
    // The button that was pressed is gone with its form: focus goes to what the traveller can do now.
    signOut.focus()
    document.getElementById('account-slot').append(document.createElement('dx-account'))
  })
  signOut.addEventListener('click', () => location.reload())
})
