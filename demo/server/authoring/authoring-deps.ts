import type { Accounts } from './accounts'
import type { TokenStore } from './anti-forgery-tokens'
import type { ContentStore } from './content-store'

/** What the authoring endpoints work with, and their switches. */
export interface AuthoringDeps {
  content: ContentStore
  accounts: Accounts
  tokens: TokenStore
  /** Answer the demo sign-in (DX_DEMO_SIGN_IN); without it no cookie signs anyone in, and nothing is saved. */
  signIn: boolean
  /** Take saves at the static web server's address (`?dataPath=`) without a token (DX_STATIC_AUTHORING). */
  staticSaves: boolean
  /** The server is reached over https: the author cookie is Secure. */
  secureCookie: boolean
  /**
   * The origins whose pages may save without a token, outside the content-management frame
   * (the server's own and the allowed ones); none when absent. docs/decisions/authoring-outside-the-frame.md
   */
  isTrustedOrigin?: (origin: string) => boolean
}
