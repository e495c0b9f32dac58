// What the wallet payments and the purchase captcha read: their store and the captcha's key.
import type { Db } from '../../db/open'
import { purchaseCaptchas, type PurchaseCaptchas } from './captcha'
import { walletStore, type WalletStore } from './wallet-store'

export interface WalletDeps {
  store: WalletStore
  captchas: PurchaseCaptchas
}

export function createWallet(db: Db): WalletDeps {
  const store = walletStore(db)
  return { store, captchas: purchaseCaptchas(store) }
}
