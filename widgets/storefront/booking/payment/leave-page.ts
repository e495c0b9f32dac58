/**
 * Leaving the storefront for a remote payment page (the bank's challenge, ZZ Pay).
 * An object of its own so tests can replace `to` instead of navigating away.
 */
export const leavePage = {
  to(url: string): void {
    location.assign(url)
  },
}
