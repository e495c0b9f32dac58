// Scaffolding (accounts issue, built in parallel branches): the sign-in branch replaces
// this with the button that opens the sign-in dialog. Until then it shows nothing.
export interface SignInButtonProps {
  /** Called once the traveller has signed in ($account already holds the session). */
  onSignedIn?(): void
  className?: string
}

export function SignInButton(_props: SignInButtonProps) {
  return null
}
