import { SelectField } from '../../../ui/select-field'
import { DetailList } from './detail-list'
import type { SectionSpec } from './profile-section'
import { type SectionContext, sectionDraft } from './section-context'

const SEATS = ['NONE', 'AISLE', 'WINDOW'] as const
/** Special meals the airline serves, by their IATA codes. */
const MEALS = ['VGML', 'AVML', 'KSML', 'MOML', 'GFML', 'DBML']

const isSeat = (value: string): value is (typeof SEATS)[number] => (SEATS as readonly string[]).includes(value)

/** The seat and the meal the traveller prefers. */
export function preferencesSection({ profile, t }: SectionContext): SectionSpec {
  const { seat, meal } = profile.preferences
  const mealName = (code: string) => (code ? t(`accountPages.meal.${code}`) : t('accountPages.meal.none'))
  return {
    title: t('accountPages.profile.preferences'),
    view: (
      <DetailList
        empty={t('accountPages.profile.notGiven')}
        rows={[
          [t('accountPages.profile.seat'), t(`accountPages.seat.${seat}`)],
          [t('accountPages.profile.meal'), mealName(meal ?? '')],
        ]}
      />
    ),
    start: () => sectionDraft({ seat, meal: meal ?? '' }),
    problems: () => ({}),
    update: (draft) => ({
      preferences: { seat: isSeat(draft.seat) ? draft.seat : 'NONE', meal: draft.meal || null },
    }),
    fields: ({ draft, setDraft }) => (
      <div className="dx-pax-row">
        <SelectField
          label={t('accountPages.profile.seat')}
          value={draft.seat}
          options={SEATS.map((value) => ({ value, label: t(`accountPages.seat.${value}`) }))}
          onChange={(event) => {
            const value = event.currentTarget.value
            setDraft((d) => ({ ...d, seat: value }))
          }}
        />
        <SelectField
          label={t('accountPages.profile.meal')}
          value={draft.meal}
          options={['', ...MEALS].map((value) => ({ value, label: mealName(value) }))}
          onChange={(event) => {
            const value = event.currentTarget.value
            setDraft((d) => ({ ...d, meal: value }))
          }}
        />
      </div>
    ),
  }
}
