import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordStrength } from '../../../../core/account/password-rules'
import { PasswordField } from '../../../ui/sign-in/password-field'
import type { Translate } from '../../../ui/use-translate'

interface Props {
  t: Translate
  /** The field's name: "Password" for a new account, "New password" where one replaces another (reset). */
  label?: 'password' | 'newPassword'
  password: string
  /** The sign-in name the password may not be (create-profile knows it; a reset link does not). */
  userId?: string
  /** The message at the password field, once due. */
  error?: string | undefined
  onChange(password: string): void
  onLeave(): void
  /** The same password typed again (the reset page asks twice; its label speaks of the new password). */
  confirm?: { value: string; error?: string | undefined; onChange(value: string): void; onLeave(): void }
}

/**
 * A new password: the rules said under the field before anything is typed, and a
 * strength meter that follows the typing, its level announced politely (a status region
 * that changes only when the level does).
 */
export function NewPasswordFields({
  t,
  label = 'password',
  password,
  userId,
  error,
  onChange,
  onLeave,
  confirm,
}: Props) {
  const strength = passwordStrength(password, userId)
  return (
    <div className="dx-ac-password">
      <PasswordField
        showLabel={t('accountPages.password.show')}
        autoComplete="new-password"
        data-path="password"
        label={t(label === 'newPassword' ? 'accountPages.password.newLabel' : 'accountPages.password.label')}
        hint={t('accountPages.password.rules', { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })}
        value={password}
        error={error}
        aria-required="true"
        onBlur={onLeave}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <div className="dx-ac-meter" data-strength={password ? strength : undefined} aria-hidden="true">
        <span />
      </div>
      <p role="status" className="dx-field-hint">
        {password ? t(`accountPages.password.strength.${strength}`) : ''}
      </p>
      {confirm && (
        <PasswordField
          showLabel={t('accountPages.password.show')}
          autoComplete="new-password"
          data-path="confirm"
          label={t('accountPages.password.confirm')}
          value={confirm.value}
          error={confirm.error}
          aria-required="true"
          onBlur={confirm.onLeave}
          onChange={(event) => confirm.onChange(event.currentTarget.value)}
        />
      )}
    </div>
  )
}
