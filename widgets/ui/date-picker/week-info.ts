// Regions whose week starts on Sunday or Saturday (CLDR weekData); all others start
// on Monday. Only used where Intl.Locale has no week information (Firefox, older Safari).
const SUNDAY = /-(US|CA|MX|BR|JP|KR|CN|TW|HK|IN|IL|PH|SA|ZA|AU|PE|CO|VE|GT|HN|SV|NI|PA|DO|PR|PK|TH|ID|KE|ET|ZW)$/
const SATURDAY = /-(AF|BH|DJ|DZ|EG|IQ|IR|JO|KW|LY|OM|QA|SD|SY)$/

interface WeekInfo {
  /** 1 Monday ... 7 Sunday */
  firstDay: number
}

/** The weekday a calendar week starts on in a locale: 0 Sunday, 1 Monday, ... 6 Saturday. */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?(): WeekInfo; weekInfo?: WeekInfo }
    const info = intl.getWeekInfo?.() ?? intl.weekInfo
    if (info) return info.firstDay % 7
  } catch {
    // A malformed locale falls through to the table.
  }
  return firstDayFromTable(locale)
}

export function firstDayFromTable(locale: string): number {
  return SUNDAY.test(locale) ? 0 : SATURDAY.test(locale) ? 6 : 1
}
