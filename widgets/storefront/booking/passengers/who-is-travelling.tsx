import { useId } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { SavedTraveller } from './saved-travellers'

export interface WhoIsTravellingProps {
  /** The people this place may take (its type and the trip's dates decide). */
  people: readonly SavedTraveller[]
  /** Who this place has chosen ('' for someone else). */
  chosen: string
  /** Which other place has chosen someone, by their key: they cannot travel twice. */
  takenBy: (key: string) => string | undefined
  /** How the place is named ("Adult 1"). */
  who: string
  t: Translate
  onChoose(key: string): void
}

/**
 * A passenger place's choice of the traveller or a saved companion, which fills its form
 * (still editable). Someone another place has chosen shows, unavailable, with the place
 * that has them: choosing them again would book one person twice.
 */
export function WhoIsTravelling({ people, chosen, takenBy, who, t, onChoose }: WhoIsTravellingProps) {
  const id = useId()
  const name = (person: SavedTraveller) => {
    const full = `${person.givenName} ${person.familyName}`
    return person.self ? t('savedTravellers.you', { name: full }) : full
  }
  return (
    <div className="dx-field dx-pax-who">
      <label htmlFor={id}>
        {t('savedTravellers.question')}
        <span className="dx-visually-hidden"> {who}</span>
      </label>
      <select id={id} value={chosen} onChange={(event) => onChoose(event.currentTarget.value)}>
        <option value="">{t('savedTravellers.someoneElse')}</option>
        {people.map((person) => {
          const place = takenBy(person.key)
          return (
            <option key={person.key} value={person.key} disabled={place !== undefined}>
              {place ? t('savedTravellers.taken', { name: name(person), who: place }) : name(person)}
            </option>
          )
        })}
      </select>
    </div>
  )
}
