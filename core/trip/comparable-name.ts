/**
 * Names as an airline compares them: a reservation holds a name in Latin letters only,
 * so case, accents, spaces, hyphens and apostrophes do not count ("Zoë" is ZOE,
 * "O'Brien-Smith" is OBRIENSMITH). Letters with no accent to drop are written as a
 * ticket writes them (ß as SS, æ as AE, ø as O).
 */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

const fold = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '')

/** A German umlaut may be written with its e on a ticket (Müller, MUELLER) as well as without (MULLER). */
const withUmlautE = (name: string): string =>
  name.normalize('NFC').replace(/[äöüÄÖÜ]/g, (letter) => `${letter.normalize('NFD').charAt(0)}e`)

/** The name folded as a reservation holds it: the key two spellings of one name share. */
export const comparableName = (name: string): string => fold(name)

/** Whether what the traveller typed is the booked name, as an airline would match it. */
export function namesMatch(typed: string, booked: string): boolean {
  const wanted = fold(typed)
  if (wanted === '') return false
  return wanted === fold(booked) || wanted === fold(withUmlautE(booked)) || fold(withUmlautE(typed)) === fold(booked)
}
