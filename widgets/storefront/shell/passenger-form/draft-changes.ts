import type { Dispatch, SetStateAction } from 'react'
import type { ContactDraft, PassengerDraft } from './passenger-draft'

/**
 * The change handlers of a passengers form (the passengers page's, the edit dialog's):
 * a field's change goes into its draft, one passenger's or the contact's, after `touch`
 * has noted the field (by API path) as changed.
 */
export function draftChanges(
  touch: (path: string) => void,
  setDrafts: Dispatch<SetStateAction<PassengerDraft[]>>,
  setContact: Dispatch<SetStateAction<ContactDraft>>,
) {
  return {
    changePassenger: (index: number) => (change: Partial<PassengerDraft>, path: string) => {
      touch(path)
      setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)))
    },
    changeContact: (change: Partial<ContactDraft>, path: string) => {
      touch(path)
      setContact((current) => ({ ...current, ...change }))
    },
  }
}
