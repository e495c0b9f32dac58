// How a sign-in name is compared (accounts.user_key, agents.login_key): trimmed and in
// lower case, so Ada@Example.com and ada@example.com are one account, and the attempt
// limits count them as one.

/** The stored and compared form of a userId or loginId. */
export const userKey = (name: string): string => name.trim().toLowerCase()

/** The key failed sign-ins are counted under: travellers and agents apart, the name folded. */
export const attemptKey = (kind: 'TRAVELLER' | 'AGENT', name: string): string => `${kind}:${userKey(name)}`
