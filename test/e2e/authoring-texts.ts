// The texts of the authoring page (test/e2e/pages/authoring.html) the authoring e2e tests
// edit, each found by where it stands, and the steps that open an author's page in edit
// mode and edit one of them: so a test reads as the behaviour it pins.
import type { Locator, Page } from 'playwright-core'
import {
  editText,
  openAuthoringPage,
  openEditor,
  outlineOver,
  searchBox,
  startEditMode,
  type Account,
} from './authoring'
import type { E2e, WatchedPage } from './harness'
import { heading } from './shopping'

/** The search box's submit button, by its label. */
export const submitButton = (page: Page, text: string): Locator =>
  searchBox(page).getByRole('button', { name: text, exact: true })

/** The search box's own heading. */
export const searchBoxTitle = (page: Page, text: string): Locator =>
  searchBox(page).getByRole('heading', { name: text, exact: true })

/** A label in the search box: a journey type ("One way") or a field's ("Promo code (optional)"). */
export const label = (page: Page, text: string): Locator => searchBox(page).getByText(text, { exact: true })

export const PROMO_CODE = 'Promo code (optional)'

/** A text of the page the tests edit: its message key, and where it stands when it reads a given text. */
export interface PageText {
  key: string
  at: (page: Page, reads: string) => Locator
}

export const SEARCH_BUTTON: PageText = { key: 'searchBox.submit', at: submitButton }
export const SEARCH_BOX_TITLE: PageText = { key: 'searchBox.title', at: searchBoxTitle }
/** The storefront's page heading ("Search flights", as the search button reads too). */
export const STOREFRONT_TITLE: PageText = { key: 'storefront.home.title', at: heading }
/** A text of a group: `searchBox.journey.one-way`. */
export const ONE_WAY: PageText = { key: 'searchBox.journey.one-way', at: label }
export const PROMO_CODE_LABEL: PageText = { key: 'searchBox.promoCode', at: label }

/** Opens the authoring page signed in as `account` and turns edit mode on. */
export async function openInEditMode(
  e2e: E2e,
  account: Account,
  query: Record<string, string> = {},
): Promise<WatchedPage> {
  const watched = await openAuthoringPage(e2e, account, query)
  try {
    await startEditMode(watched.page)
    return watched
  } catch (error) {
    await watched.close()
    throw error
  }
}

/** Opens the editor of `text` where it stands reading `reads`, through its outline there. */
export async function openEditorOf(page: Page, text: PageText, reads: string): Promise<Locator> {
  return openEditor(page, await outlineOver(page, text.at(page, reads), reads), text.key)
}

/** Changes `text`, where it stands reading `reads`, to `value`: its outline there, its editor, Apply. */
export async function editPageText(page: Page, text: PageText, reads: string, value: string): Promise<void> {
  await editText(page, await outlineOver(page, text.at(page, reads), reads), text.key, value)
}
