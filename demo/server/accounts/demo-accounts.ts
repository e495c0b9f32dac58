// The demo's own traveller and agency (docs/demo-api.md, "demo only"): written at start
// when missing, never overwritten (a profile edited in the demo stays as it was), and
// apart from the timetable's seed, so a reseed keeps every account. Off in production
// (DX_DEMO_ACCOUNTS): their passwords are published.
import type { Db } from '../db/open'
import { agencyStore } from './agency-store'
import { hashPassword } from './passwords'
import type { ProfileData } from './profile-data'
import { accountStores } from './stores'

const adasProfile: ProfileData = {
  personal: { givenName: 'Ada', familyName: 'Lovelace', dateOfBirth: '1985-12-10', gender: 'FEMALE' },
  contact: { email: 'ada.lovelace@example.com', phoneCountryCode: '44', phoneNumber: '7700 900123' },
  travelDocuments: [
    { type: 'PASSPORT', number: 'X1234567', issuingCountry: 'GB', expiryDate: '2032-05-31', nationality: 'GB' },
  ],
  loyaltyMemberships: [{ programme: 'ZZ', number: '1234567890' }],
  preferences: { seat: 'WINDOW', meal: 'VGML' },
  companions: [
    {
      id: 'cmp-demo-charles',
      givenName: 'Charles',
      familyName: 'Babbage',
      dateOfBirth: '1981-12-26',
      gender: 'MALE',
      travelDocument: {
        type: 'PASSPORT',
        number: 'X7654321',
        issuingCountry: 'GB',
        expiryDate: '2031-09-30',
        nationality: 'GB',
      },
      loyaltyProgramme: 'ZZ',
      loyaltyNumber: '2345678901',
    },
    {
      id: 'cmp-demo-annabella',
      givenName: 'Annabella',
      familyName: 'Lovelace',
      dateOfBirth: '2016-05-12',
      gender: 'FEMALE',
      travelDocument: null,
      loyaltyProgramme: null,
      loyaltyNumber: null,
    },
  ],
}

export const demoTraveller = {
  accountId: 'acc-demo-ada',
  userId: 'ada.lovelace@example.com',
  password: 'Analytical-Engine-1843',
  profile: adasProfile,
} as const

export const demoAgency = {
  agencyId: 'agy-demo-hopper',
  iataNumber: '12345678',
  profile: {
    name: 'Hopper Travel',
    address: { street: '1 Harbour Street', city: 'Arlington', postalCode: '22201', country: 'US' },
    contact: { email: 'desk@hopper-travel.example', phoneCountryCode: '1', phoneNumber: '202 555 0147' },
  },
  agent: {
    agentId: 'agt-demo-grace',
    loginId: 'grace.hopper',
    password: 'Compiler-A0-1952',
    givenName: 'Grace',
    familyName: 'Hopper',
    email: 'grace.hopper@hopper-travel.example',
  },
} as const

/** Writes the demo traveller and agency when missing; answers how many accounts it wrote. */
export async function seedDemoAccounts(db: Db, now: () => number): Promise<number> {
  let written = 0
  const at = now()
  const { accounts } = accountStores(db)
  if (!accounts.isTaken(demoTraveller.userId)) {
    const { accountId, userId, profile } = demoTraveller
    const passwordHash = await hashPassword(demoTraveller.password)
    if (accounts.insert({ accountId, userId, passwordHash, profile }, at)) written++
  }
  const agencies = agencyStore(db)
  const { agent, agencyId, iataNumber, profile } = demoAgency
  if (!agencies.loginHolder(agent.loginId)) {
    const { password, ...named } = agent
    const passwordHash = await hashPassword(password)
    agencies.create({ agencyId, iataNumber, ...profile }, { ...named, passwordHash }, at)
    written++
  }
  return written
}
