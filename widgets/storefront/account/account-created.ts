import { atom } from 'nanostores'

/**
 * Set by create-profile as it opens the page the new account lands on (trips or profile),
 * and taken once by that page to say the account was created: a reload or a later visit
 * says nothing. Kept in this module only, never in storage or the address.
 */
export const $accountCreated = atom(false)
