// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

/** The time-first dialog (issue #31). */
export const timeFirstEnglish = {
  'timeFirst.title': 'Soonest available times',
  'timeFirst.loading': 'Finding the soonest times...',
  'timeFirst.chooseProvider': 'Choose a provider',
  'timeFirst.backToTimes': 'See the soonest times',
  'timeFirst.noMatch': 'No times match these filters. Try fewer filters, or choose a provider.',
  'timeFirst.unavailable': 'Available times cannot be shown right now. Please call our office at',
  'timeFirst.conciergeOnly': 'sees patients only through our concierge medicine program.',
  'timeFirst.conciergeLink': 'Schedule Concierge Consultation',
  'timeFirst.zipUnknown': 'We do not know that ZIP code. Choose a clinic instead.',
  'timeFirst.locationFailed': 'Your location could not be read. Enter a ZIP code or choose a clinic.',
  'timeFirst.freshness.asOf': 'Times as of {time}',
  'timeFirst.count.none': 'No times match',
  'timeFirst.count.one': '1 time available',
  'timeFirst.count.other': '{count} times available',
} as const;
