// The line a translated legal document shows first (issue #37): the English version governs, the translation is a
// convenience. English has none (the spec gives no such sentence). Not reviewed by a fluent reviewer.
export const GOVERNING_NOTES = {
  es: 'Esta traducción se ofrece para su comodidad. En caso de discrepancia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.',
  hy: 'Այս թարգմանությունը տրամադրվում է ձեր հարմարության համար։ Սույն թարգմանության և անգլերեն տարբերակի միջև անհամապատասխանության դեպքում գերակա ուժ ունի անգլերեն տարբերակը։',
} as const;
