import { afterEach } from 'vitest'
import { cleanup, configure, getConfig } from '@testing-library/react'
import enUS from '../locales/en-US.json'
import { addMessages } from '../core/i18n/i18n'
import { $authoredTexts } from '../core/i18n/authored-texts'
import { $account } from '../core/account/account-store'

// Components render here without their widget's index.tsx, which registers its
// en-US namespaces in the bundle; tests get them all.
addMessages('en-US', enUS)

// A query that finds nothing prints the whole page into its error. findBy and waitFor retry
// a query until it passes with Testing Library's "expensive diagnostics" off, and when they
// give up they ask for the error again with them on (their onTimeout): so a retry's error,
// thrown away unread, need not print the page. Printing a page of a thousand options at every
// retry took about a twentieth of the slowest files' time.
const printedError = getConfig().getElementError
configure({
  // findBy and waitFor wait up to 5 s, not Testing Library's 1 s: a page's lazy chunk and its
  // first answer took longer than 1 s on two cores shared with a CI run (the passengers page
  // failed so, and passed alone). A query that passes still returns as soon as it does.
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
      return printedError(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// Test files share one page (the component projects do not isolate them), so each test
// leaves it as it found it: what Testing Library rendered unmounted, nothing left in the
// body (a widget's host, a `dx-storefront` a test put there) and no authored texts (a
// metadata document or an author's preview sets them for the whole page), and nobody known
// to be signed in (a sign-in in one test is page state, as it is on a real page).
afterEach(() => {
  cleanup()
  document.body.replaceChildren()
  $authoredTexts.set({})
  $account.set({ status: 'unknown' })
})
