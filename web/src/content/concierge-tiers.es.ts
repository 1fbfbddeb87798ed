// The concierge membership tiers in Spanish: concierge-tiers.ts translated (formal usted, Spanish as spoken in Los Angeles).
// Not reviewed by a fluent reviewer.
import type { ConciergeTier } from './types';

export const conciergeTiers: ConciergeTier[] = [
  {
    id: 'essential',
    name: 'Esencial',
    summary: 'Atención primaria sin prisas y con acceso más fácil a su médico.',
    features: [
      'Citas el mismo día o al día siguiente',
      'Consultas más largas',
      'Mensajes seguros con su equipo de atención',
      'Examen físico completo anual',
    ],
    ivSessions: 'Precio de miembro en la terapia intravenosa',
  },
  {
    id: 'premier',
    name: 'Preferente',
    summary: 'Más tiempo y un acceso más directo, con una atención coordinada según su horario.',
    features: [
      'Todo lo incluido en Esencial',
      'Acceso telefónico directo a su médico',
      'Coordinación de referidos a especialistas',
      'Análisis de laboratorio cuando le convenga',
    ],
    ivSessions: 'Dos sesiones intravenosas al año y, después, precio de miembro',
  },
  {
    id: 'executive',
    name: 'Ejecutivo',
    summary: 'Nuestro nivel de atención más personal, para profesionales ocupados y sus familias.',
    features: [
      'Todo lo incluido en Preferente',
      'Consultas en su casa o en su lugar de trabajo cuando sea apropiado',
      'Evaluación anual ampliada de salud ejecutiva',
      'Disponibilidad del médico fuera del horario de atención',
    ],
    ivSessions: 'Una sesión intravenosa cada trimestre y, después, precio de miembro',
  },
];
