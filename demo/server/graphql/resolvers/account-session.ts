// Signing travellers and agents in and out, and password resets (docs/accounts.md).
import { notBuilt } from './not-built'

export const session = (..._args: unknown[]) => notBuilt('session')
export const signIn = (..._args: unknown[]) => notBuilt('signIn')
export const signOut = (..._args: unknown[]) => notBuilt('signOut')
export const requestPasswordReset = (..._args: unknown[]) => notBuilt('requestPasswordReset')
export const resetPassword = (..._args: unknown[]) => notBuilt('resetPassword')
export const agencySignIn = (..._args: unknown[]) => notBuilt('agencySignIn')
export const requestAgencyResetKey = (..._args: unknown[]) => notBuilt('requestAgencyResetKey')
export const resetAgencyPassword = (..._args: unknown[]) => notBuilt('resetAgencyPassword')
