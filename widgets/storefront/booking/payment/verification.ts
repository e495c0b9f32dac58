/**
 * The captcha-style check made before a purchase (a booking purchase carries a
 * captcha verification), as a pluggable hook: the payment page calls
 * `verify()` after the form is valid and before it sends the purchase.
 *
 * `verify()` resolves with the provider's token once the traveller passed the check
 * (an empty string when the provider has none to give), or null when they did not
 * (closed or failed the challenge): the purchase is then not sent and the page says
 * so. A non-empty token goes with the purchase (its optional verificationToken, which
 * the API checks before anything is charged); the demo's provider gives none.
 *
 * Plugging a provider in is for code bundled with the storefront for now: window.DX
 * (core/dx-global.ts) has no way to be extended, so a host page cannot reach
 * setVerificationProvider yet.
 */
export interface VerificationProvider {
  verify(): Promise<string | null>
}

/** The demo's provider: no check, every purchase passes. */
export const noVerification: VerificationProvider = {
  verify: () => Promise.resolve(''),
}

let provider: VerificationProvider = noVerification

/** Plugs in a real provider (a captcha service's client) before the payment page is shown. */
export function setVerificationProvider(next: VerificationProvider): void {
  provider = next
}

export const verificationProvider = (): VerificationProvider => provider
