// The schema's Money: an amount in integer minor units of its currency.
import type { Money } from '../generated/resolvers'

export const money = (amount: number, currency: string): Money => ({ amount, currency })
