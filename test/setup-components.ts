import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import enUS from '../locales/en-US.json'
import { addMessages } from '../core/i18n/i18n'
import { $authoredTexts } from '../core/i18n/authored-texts'
import { $account } from '../core/account/account-store'

// Components render here without their widget's index.tsx, which registers its
// en-US namespaces in the bundle; tests get them all.
addMessages('en-US', enUS)

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
