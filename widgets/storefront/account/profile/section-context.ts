import type { Translate } from '../../../ui/use-translate'
import type { Profile } from '../api'
import type { SectionDraft } from './profile-section'
import { EMPTY_CONTACT } from '../traveller-draft'

/** What every section's spec is made from. */
export interface SectionContext {
  profile: Profile
  t: Translate
  locale: string
  /** YYYY-MM-DD: ages and document expiry count on it. */
  on: string
  /** The airline whose programme can be chosen (settings.airline). */
  airline: string
}

/** A draft holding only what a section edits. */
export const sectionDraft = (part: Partial<SectionDraft>): SectionDraft => ({
  people: [],
  contact: EMPTY_CONTACT,
  seat: 'NONE',
  meal: '',
  ...part,
})
