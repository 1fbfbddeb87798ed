// What each clinic's own page says of it (/locations/{id}), in English; the translations beside it
// (location-details.es.ts, .hy.ts; decision 98) word the clinic's name as their language declines it. Short notes on
// how to get there, with no claim the practice cannot check daily.
import { locationById } from './locations';
import type { ClinicLocation, LocationDetails } from './types';

const name = (id: ClinicLocation['id']) => locationById(id)!.name;

/** The page's heading, its sections' titles and its notes, by clinic. */
function clinicWords(id: ClinicLocation['id'], notes: Pick<LocationDetails, 'intro' | 'directions'>): LocationDetails {
  return {
    heading: `Primary Care in ${name(id)}`,
    ...notes,
    reviews: `Read reviews of our ${name(id)} clinic (opens in a new tab)`,
    team: `Providers at our ${name(id)} clinic`,
  };
}

export const LOCATION_DETAILS: Readonly<Record<ClinicLocation['id'], LocationDetails>> = {
  glendale: clinicWords('glendale', {
    intro: 'Our Glendale clinic sits on N Central Ave, a short walk from the shops and restaurants of downtown Glendale.',
    directions:
      'Street and public parking can be found nearby, and local bus lines run along Central Avenue; call us if you need help planning your visit.',
  }),
  'la-canada': clinicWords('la-canada', {
    intro:
      'Our La Canada clinic on Foothill Blvd serves families in La Canada Flintridge, La Crescenta and the nearby foothill communities.',
    directions: 'The clinic is a short drive from the 210 freeway. Please allow a few extra minutes to park at busy times.',
  }),
  burbank: clinicWords('burbank', {
    intro: 'Our Burbank clinic on W. Riverside Dr is in Suite 120, convenient to the Media District and Toluca Lake.',
    directions: 'Look for Suite 120 when you arrive. Call us if you have questions about parking or access.',
  }),
};
