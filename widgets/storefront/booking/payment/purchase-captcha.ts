import { fetchPurchaseCaptcha, type PurchaseCaptcha } from './api'

// The purchase captcha (ALTCHA v1 proof of work, demo/server/checkout/wallet/captcha.ts)
// solved with the browser's own SHA-256: a few lines instead of altcha-lib in the bundle,
// and nothing the strict CSP (no eval, no workers from blobs) could refuse.

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** The number whose hash with the salt is the challenge, or null when none up to maxNumber is. */
async function solveCaptcha({ algorithm, challenge, salt, maxNumber }: PurchaseCaptcha): Promise<number | null> {
  const encoder = new TextEncoder()
  for (let number = 0; number <= maxNumber; number++) {
    if (hex(await crypto.subtle.digest(algorithm, encoder.encode(salt + number))) === challenge) return number
  }
  return null
}

/** Fetches a challenge and solves it: the purchase's verificationToken (base64 JSON), or null when unsolvable. */
export async function captchaToken(): Promise<string | null> {
  const captcha = await fetchPurchaseCaptcha()
  const number = await solveCaptcha(captcha)
  if (number === null) return null
  const { algorithm, challenge, salt, signature } = captcha
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }))
}
