import type { Money } from '../../shell/api'
import type { Ancillaries, AncillarySelection } from './api'

/** Quantity chosen per `code|passengerId|partIndex`: extra bags, or 1 for an extra. */
export type Choices = Readonly<Record<string, number>>

export const choiceKey = (code: string, passengerId: string, partIndex: number): string =>
  `${code}|${passengerId}|${partIndex}`

/** What the conversation already holds (the API's `selected`). */
export function choicesOf({ bags, extras }: Ancillaries): Choices {
  const choices: Record<string, number> = {}
  for (const bag of bags) if (bag.selected > 0) choices[choiceKey('BAG', bag.passengerId, bag.partIndex)] = bag.selected
  for (const extra of extras)
    if (extra.selected && !extra.included && !extra.bought)
      choices[choiceKey(extra.code, extra.passengerId, extra.partIndex)] = 1
  return choices
}

/** The whole selection updateAncillaries replaces the conversation's with. */
export function selectionsOf(choices: Choices): AncillarySelection[] {
  return Object.entries(choices)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [code = '', passengerId = '', partIndex = '0'] = key.split('|')
      return { code, passengerId, partIndex: Number(partIndex), quantity }
    })
}

/** The price of the chosen bags and extras, as the cart will charge it; undefined with nothing on offer. */
export function choicesTotal({ bags, extras }: Ancillaries, choices: Choices): Money | undefined {
  const currency = bags[0]?.pricePerBag.currency ?? extras[0]?.price.currency
  if (!currency) return undefined
  let amount = 0
  for (const bag of bags)
    amount += bag.pricePerBag.amount * (choices[choiceKey('BAG', bag.passengerId, bag.partIndex)] ?? 0)
  for (const extra of extras)
    if (!extra.included && !extra.bought && choices[choiceKey(extra.code, extra.passengerId, extra.partIndex)])
      amount += extra.price.amount
  return { amount, currency }
}
