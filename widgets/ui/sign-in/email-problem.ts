/** Something, an @, something: the API judges the rest (an unknown address fails sign-in like a wrong password). */
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** The message key of what is wrong with a typed email, or undefined when it may be one. */
export function emailProblem(email: string): string | undefined {
  const typed = email.trim()
  if (!typed) return 'account.dialog.emailRequired'
  return EMAIL.test(typed) ? undefined : 'account.dialog.emailInvalid'
}
