// The texts of the mails the demo sends (the password reset, a new agent's first password), in the storefront's languages
// (locales/): the request's locale (Accept-Language, http/request-locale.ts), English for
// any other. Server texts sit beside their module, as the boarding pass's labels do.

export interface ResetMailTexts {
  subject: string
  asked(signInName: string): string
  open(minutes: number): string
  notYou: string
  /** The text's direction, for the outbox page's HTML (a mail service's Content-Language and dir) */
  dir: 'ltr' | 'rtl'
}

// Names and addresses are Latin: isolated (FSI ... PDI) so they keep their own order in Arabic text.
const isolate = (text: string) => `\u2068${text}\u2069`

const english: ResetMailTexts = {
  subject: 'Reset your password',
  asked: (name) => `Someone asked to set a new password for ${name}.`,
  open: (minutes) => `To set it, open this link within ${minutes} minutes; it works once:`,
  notYou: 'If it was not you, ignore this mail: your password stays as it is.',
  dir: 'ltr',
}

const byLanguage: Readonly<Record<string, ResetMailTexts>> = {
  en: english,
  de: {
    subject: 'Passwort zurücksetzen',
    asked: (name) => `Jemand möchte ein neues Passwort für ${name} festlegen.`,
    open: (minutes) => `Öffnen Sie dazu innerhalb von ${minutes} Minuten diesen Link; er funktioniert nur einmal:`,
    notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    dir: 'ltr',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    asked: (name) => `طلب شخصٌ ما تعيين كلمة مرور جديدة للحساب ${isolate(name)}.`,
    open: (minutes) => `لتعيينها، افتح هذا الرابط خلال ${minutes} دقيقة، ويعمل الرابط مرة واحدة فقط:`,
    notYou: 'إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    dir: 'rtl',
  },
}

/** The locales mail is written in; any other gets the first. */
export const mailLocales = ['en-US', 'de-DE', 'ar-AE'] as const

/** The locale a mail to a request in `locale` is written in: one of mailLocales, by its language. */
export function mailLocale(locale: string | null | undefined): (typeof mailLocales)[number] {
  const language = (locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? ''
  return mailLocales.find((known) => known.startsWith(`${language}-`)) ?? 'en-US'
}

/** The reset mail's texts in `locale` (one of mailLocales). */
export const resetMailTexts = (locale: string): ResetMailTexts => byLanguage[mailLocale(locale).slice(0, 2)] ?? english

/** The mail to an agent its agency added, who has no password yet: same key and page as a reset. */
export interface NewAgentMailTexts {
  subject: string
  added(loginId: string): string
  open(minutes: number): string
  later: string
}

const newAgentEnglish: NewAgentMailTexts = {
  subject: 'Set your password',
  added: (loginId) => `Your agency added you as an agent, with the login ID ${loginId}.`,
  open: (minutes) => `To choose your password, open this link within ${minutes} minutes; it works once:`,
  later: 'Later, "Forgot password?" on the agency sign-in page sends a new link.',
}

const newAgentByLanguage: Readonly<Record<string, NewAgentMailTexts>> = {
  en: newAgentEnglish,
  de: {
    subject: 'Legen Sie Ihr Passwort fest',
    added: (loginId) => `Ihre Agentur hat Sie als Agent mit der Login-ID ${loginId} hinzugefügt.`,
    open: (minutes) =>
      `Öffnen Sie innerhalb von ${minutes} Minuten diesen Link, um Ihr Passwort zu wählen; er funktioniert nur einmal:`,
    later: 'Später schickt Ihnen „Passwort vergessen?“ auf der Anmeldeseite der Agentur einen neuen Link.',
  },
  ar: {
    subject: 'عيّن كلمة المرور',
    added: (loginId) => `أضافتك وكالتك وكيلًا بمعرّف الدخول ${isolate(loginId)}.`,
    open: (minutes) => `لاختيار كلمة المرور، افتح هذا الرابط خلال ${minutes} دقيقة، ويعمل الرابط مرة واحدة فقط:`,
    later: 'لاحقًا، يرسل لك «نسيت كلمة المرور؟» في صفحة دخول الوكالة رابطًا جديدًا.',
  },
}

/** The new agent's mail texts in `locale` (one of mailLocales). */
export const newAgentMailTexts = (locale: string): NewAgentMailTexts =>
  newAgentByLanguage[mailLocale(locale).slice(0, 2)] ?? newAgentEnglish
