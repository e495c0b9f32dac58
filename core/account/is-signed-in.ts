import { $account } from './account-store'

/** Whether someone (a traveller or an agent) is signed in on this page, as far as the page knows yet. */
export const isSignedIn = (): boolean => $account.get().status === 'signed-in'
