// Armenian translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Eastern Armenian of why-us.ts (not reviewed).
import { CLAIMS } from '../site';
import type { Reason } from './why-us';

export const REASONS: readonly Reason[] = [
  {
    title: 'Հավաստագրված բժիշկներ',
    text: `Ներքին հիվանդությունների ${CLAIMS.boardCertifiedPhysicians} բժիշկ և բարձրագույն որակավորմամբ ${CLAIMS.advancedPracticeProviders} բուժաշխատող։`,
  },
  { title: 'Նույն օրվա այցեր', text: 'Նույն օրվա այցեր՝ հրատապ դեպքերում, և առցանց գրանցում՝ օրվա ցանկացած ժամի։' },
  { title: 'Երեք հարմար կլինիկա', text: 'Գլենդեյլում, Բըրբանքում և Լա Կանյադայում, բաց են երկուշաբթիից ուրբաթ։' },
  {
    title: 'Հետազոտություններ մեկ հարկի տակ',
    text: 'Տեղում լաբորատորիա, ռենտգեն և ուլտրաձայնային հետազոտություն, որպեսզի արդյունքներն ավելի շուտ ստանաք։',
  },
  { title: 'Փորձառու խնամք', text: 'Միջինում 15+ տարվա փորձ և ավելի քան 1 400 հինգաստղանի կարծիք։' },
  {
    title: 'Անհատական անդամակցություն',
    text: 'Անդամակցային բժշկություն՝ ավելի շատ ժամանակ և անմիջական կապ բժշկի հետ, որն ընտրել են ավելի քան 200 անդամ։',
  },
];
