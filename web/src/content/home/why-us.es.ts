// Spanish translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Spanish of why-us.ts (not reviewed).
import { CLAIMS } from '../site';
import type { Reason } from './why-us';

export const REASONS: readonly Reason[] = [
  {
    title: 'Médicos certificados',
    text: `${CLAIMS.boardCertifiedPhysicians} médicos de medicina interna y ${CLAIMS.advancedPracticeProviders} profesionales de práctica avanzada.`,
  },
  { title: 'Citas el mismo día', text: 'Citas el mismo día para necesidades urgentes y citas programadas en línea a cualquier hora.' },
  { title: 'Tres clínicas convenientes', text: 'Glendale, Burbank y La Cañada, abiertas de lunes a viernes.' },
  { title: 'Pruebas en un solo lugar', text: 'Laboratorio, radiografías y ecografías en la clínica, para tener los resultados antes.' },
  { title: 'Atención con experiencia', text: 'Más de 15 años de experiencia promedio y más de 1.400 reseñas de cinco estrellas.' },
  {
    title: 'Opciones concierge',
    text: 'Medicina por membresía para tener más tiempo y acceso directo, elegida por más de 200 miembros.',
  },
];
