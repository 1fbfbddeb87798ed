// CLDR's Eastern Armenian date words, for browsers whose Intl has no Armenian (Debian's Chromium formats `hy` dates
// in English): the same forms Intl gives where it has them, so a page reads alike in every browser.
const MONTHS = [
  'հունվար',
  'փետրվար',
  'մարտ',
  'ապրիլ',
  'մայիս',
  'հունիս',
  'հուլիս',
  'օգոստոս',
  'սեպտեմբեր',
  'հոկտեմբեր',
  'նոյեմբեր',
  'դեկտեմբեր',
];
// A date names its month in the genitive: "դեկտեմբերի 1".
const MONTHS_OF = MONTHS.map((month) => `${month}ի`);
const MONTHS_SHORT = ['հնվ', 'փտվ', 'մրտ', 'ապր', 'մյս', 'հնս', 'հլս', 'օգս', 'սեպ', 'հոկ', 'նոյ', 'դեկ'];
const WEEKDAYS = ['կիրակի', 'երկուշաբթի', 'երեքշաբթի', 'չորեքշաբթի', 'հինգշաբթի', 'ուրբաթ', 'շաբաթ'];
const WEEKDAYS_SHORT = ['կիր', 'երկ', 'երք', 'չրք', 'հնգ', 'ուր', 'շբթ'];
const PACIFIC_TIME = 'Խաղաղօվկիանոսյան ժամանակ';

const fieldsFormat = new Map<string, Intl.DateTimeFormat>();

/** The instant's calendar and clock fields in a zone, read through English, which every Intl has. */
function fields(instant: Date, timeZone: string) {
  let format = fieldsFormat.get(timeZone);
  if (!format) {
    const options = {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    fieldsFormat.set(timeZone, (format = new Intl.DateTimeFormat('en-US', options)));
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    year,
    month: month - 1,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** An instant in Armenian words, for the option sets the site formats dates with (web/src/i18n/clinic-dates.ts). */
export function armenianDate(options: Intl.DateTimeFormatOptions, instant: Date): string {
  const f = fields(instant, options.timeZone ?? 'UTC');
  const clock = (pad: boolean) => `${pad ? String(f.hour).padStart(2, '0') : f.hour}:${String(f.minute).padStart(2, '0')}`;
  if (options.timeZoneName) return `${MONTHS_SHORT[f.month]} ${f.day}, ${WEEKDAYS[f.weekday]}, ${clock(true)} ${PACIFIC_TIME}`;
  if (options.hour) return clock(false);
  if (options.year) return `${f.day} ${(options.month === 'short' ? MONTHS_SHORT : MONTHS_OF)[f.month]}, ${f.year} թ.`;
  if (options.weekday && options.month) return `${MONTHS_OF[f.month]} ${f.day}, ${WEEKDAYS[f.weekday]}`;
  if (options.month && options.day) return `${f.day} ${MONTHS_SHORT[f.month]}`;
  if (options.month) return MONTHS[f.month]!;
  return (options.weekday === 'long' ? WEEKDAYS : WEEKDAYS_SHORT)[f.weekday]!;
}
