import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react'
import messages from 'dx-locale:savedTravellers'
import { addMessages } from '../../../../core/i18n/i18n'
import type { ContactDraft, PassengerDraft, TripFacts } from '../../shell/passenger-form/passenger-draft'
import { contactWithProfile, fillFrom, fitsPlace, savedTravellers, type SavedTraveller } from './saved-travellers'
import { type SavedTravellersState, useSavedTravellers } from './use-saved-travellers'

// The offer's en-US strings come with the passengers page's chunk, as the page's own do.
addMessages('en-US', messages)

/** The API paths of a draft field that is not named as its path. */
const PATHS: Record<string, string[]> = {
  birth: ['dateOfBirth'],
  document: ['type', 'number', 'issuingCountry', 'nationality', 'expiryDate'].map((part) => `travelDocument.${part}`),
}

interface Options {
  drafts: readonly PassengerDraft[]
  trip: TripFacts
  /** How a place is named ("Adult 1"). */
  who(draft: PassengerDraft): string
  /** A passenger's change, as the form's own fields make it (noted as changed, by API path). */
  changePassenger(index: number): (change: Partial<PassengerDraft>, path: string) => void
  setContact: Dispatch<SetStateAction<ContactDraft>>
  /** Shows a place's form where it showed the conversation's saved summary. */
  open(id: string): void
}

export interface TravellerChoice {
  saved: SavedTravellersState
  /** Who each place (by passenger id) has chosen. */
  chosen: Readonly<Record<string, string>>
  /** The people a place may take: its type and the trip's dates decide. */
  offerFor(draft: PassengerDraft): SavedTraveller[]
  /** The place other than `id` that has chosen `key`, named, if any. */
  takenBy(key: string, id: string): string | undefined
  choose(index: number, key: string): void
}

/**
 * "Who is travelling?" for the passengers form: the signed-in traveller's contact fills
 * in where the form's is empty once the profile arrives, and choosing someone for a place
 * fills that place's form. Nothing typed is replaced unless the traveller chose so.
 */
export function useTravellerChoice({ drafts, trip, who, changePassenger, setContact, open }: Options): TravellerChoice {
  const saved = useSavedTravellers()
  const profile = saved.status === 'ready' ? saved.profile : undefined
  const people = useMemo(() => (profile ? savedTravellers(profile) : []), [profile])
  const [chosen, setChosen] = useState<Record<string, string>>({})
  useEffect(() => {
    if (profile) setContact((current) => contactWithProfile(current, profile))
  }, [profile, setContact])

  const takenBy = (key: string, id: string) => {
    const other = drafts.find((draft) => draft.id !== id && chosen[draft.id] === key)
    return other && who(other)
  }
  const choose = (index: number, key: string) => {
    const draft = drafts[index]
    if (!draft || (key && takenBy(key, draft.id))) return
    setChosen((current) => ({ ...current, [draft.id]: key }))
    const person = people.find((p) => p.key === key)
    // "Someone else" only frees the person for another place: what the form holds stays.
    if (!person) return
    open(draft.id)
    const change = fillFrom(person, draft)
    // Each field as if typed, so the server's earlier refusal of it goes and its check shows on leaving.
    for (const [field, value] of Object.entries(change))
      for (const path of PATHS[field] ?? [field])
        changePassenger(index)({ [field]: value }, `passengers.${index}.${path}`)
  }
  return {
    saved,
    chosen,
    offerFor: (draft) => people.filter((person) => fitsPlace(person, draft.type, trip)),
    takenBy,
    choose,
  }
}
