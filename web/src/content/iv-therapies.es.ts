// The IV therapy menu in Spanish: iv-therapies.ts translated (formal usted, Spanish as spoken in Los Angeles).
// Not reviewed by a fluent reviewer.
import type { IvTherapy } from './types';

export const CONCIERGE_IV_NOTE =
  'Miembros de Concierge: disfruten de precios especiales y de sesiones intravenosas según el nivel de su membresía.';

export const ivTherapies: IvTherapy[] = [
  {
    id: 'hydration',
    name: 'Suero de hidratación',
    description:
      'Una bolsa de líquidos intravenosos con electrolitos. Algunos pacientes la eligen después de un viaje, del calor o de una semana muy ocupada.',
    ingredients: ['Solución salina normal o lactato de Ringer', 'Electrolitos'],
    duration: 'Aproximadamente 30–45 minutos',
  },
  {
    id: 'myers',
    name: 'Cóctel de Myers',
    description:
      'Una combinación tradicional de vitaminas y minerales que se administra por vía intravenosa. Pregunte a su profesional de la salud si es adecuada para usted.',
    ingredients: ['Magnesio', 'Calcio', 'Vitaminas del complejo B', 'Vitamina B12', 'Vitamina C'],
    duration: 'Aproximadamente 30–45 minutos',
  },
  {
    id: 'immune',
    name: 'Suero de apoyo inmunológico',
    description: 'Líquidos con vitamina C y zinc. No sustituye las vacunas ni el tratamiento de una enfermedad.',
    ingredients: ['Vitamina C', 'Zinc', 'Líquidos y electrolitos'],
    duration: 'Aproximadamente 45 minutos',
  },
  {
    id: 'energy',
    name: 'Suero energético de complejo B',
    description:
      'Líquidos con vitaminas del complejo B, que eligen algunos pacientes con niveles bajos de estas vitaminas o que simplemente prefieren la opción intravenosa.',
    ingredients: ['Vitaminas del complejo B', 'Vitamina B12', 'Líquidos'],
    duration: 'Aproximadamente 30 minutos',
  },
  {
    id: 'recovery',
    name: 'Suero de recuperación',
    description:
      'Líquidos, electrolitos y magnesio, que a menudo se eligen después de hacer ejercicio de resistencia. Su profesional de la salud revisará primero su estado de salud.',
    ingredients: ['Líquidos y electrolitos', 'Magnesio', 'Vitaminas del complejo B'],
    duration: 'Aproximadamente 45 minutos',
  },
  {
    id: 'glow',
    name: 'Suero de luminosidad',
    description:
      'Líquidos con vitamina C y biotina, con glutatión opcional. Es una opción de bienestar; los resultados varían de una persona a otra.',
    ingredients: ['Vitamina C', 'Biotina', 'Glutatión (opcional)'],
    duration: 'Aproximadamente 30–45 minutos',
  },
];
