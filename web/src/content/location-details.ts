// Short neighbourhood notes for each clinic page: how to get there, with no claim the practice cannot check daily.
import type { ClinicLocation } from './types';

export const LOCATION_NOTES: Record<ClinicLocation['id'], { intro: string; directions: string }> = {
  glendale: {
    intro: 'Our Glendale clinic sits on N Central Ave, a short walk from the shops and restaurants of downtown Glendale.',
    directions:
      'Street and public parking can be found nearby, and local bus lines run along Central Avenue; call us if you need help planning your visit.',
  },
  'la-canada': {
    intro:
      'Our La Canada clinic on Foothill Blvd serves families in La Canada Flintridge, La Crescenta and the nearby foothill communities.',
    directions: 'The clinic is a short drive from the 210 freeway. Please allow a few extra minutes to park at busy times.',
  },
  burbank: {
    intro: 'Our Burbank clinic on W. Riverside Dr is in Suite 120, convenient to the Media District and Toluca Lake.',
    directions: 'Look for Suite 120 when you arrive. Call us if you have questions about parking or access.',
  },
};
