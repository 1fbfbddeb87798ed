// Not reviewed by a fluent reviewer. Spanish (usted, as spoken in Los Angeles) of location-details.ts; the clinics'
// and streets' names stay as they are.
import { locationById } from './locations';
import type { ClinicLocation, LocationDetails } from './types';

const name = (id: ClinicLocation['id']) => locationById(id)!.name;

function clinicWords(id: ClinicLocation['id'], notes: Pick<LocationDetails, 'intro' | 'directions'>): LocationDetails {
  return {
    heading: `Atención primaria en ${name(id)}`,
    ...notes,
    reviews: `Lea las reseñas de nuestra clínica de ${name(id)} (se abre en una pestaña nueva)`,
    team: `Profesionales de la salud de nuestra clínica de ${name(id)}`,
  };
}

export const LOCATION_DETAILS: Readonly<Record<ClinicLocation['id'], LocationDetails>> = {
  glendale: clinicWords('glendale', {
    intro: `Nuestra clínica de ${name('glendale')} está en N Central Ave, a pocos pasos de las tiendas y los restaurantes del centro de ${name('glendale')}.`,
    directions:
      'Hay estacionamiento en la calle y estacionamiento público cerca, y varias líneas de autobús locales pasan por Central Avenue; llámenos si necesita ayuda para planear su visita.',
  }),
  'la-canada': clinicWords('la-canada', {
    intro: `Nuestra clínica de ${name('la-canada')}, en Foothill Blvd, atiende a familias de La Canada Flintridge, La Crescenta y las comunidades cercanas al pie de las montañas.`,
    directions:
      'La clínica está a pocos minutos en auto de la autopista 210. En las horas de más movimiento, calcule unos minutos más para estacionarse.',
  }),
  burbank: clinicWords('burbank', {
    intro: `Nuestra clínica de ${name('burbank')}, en W. Riverside Dr, está en la Suite 120, cerca del Media District y de Toluca Lake.`,
    directions: 'Al llegar, busque la Suite 120. Llámenos si tiene preguntas sobre el estacionamiento o el acceso.',
  }),
};
