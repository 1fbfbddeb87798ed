// Spanish translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Spanish of service-expectations.ts (not reviewed).
import type { ServiceCategory } from './types';

export const SERVICE_EXPECTATIONS: Record<ServiceCategory, readonly string[]> = {
  chronic: [
    'Una primera consulta para revisar su historial, sus medicamentos, sus resultados recientes y sus objetivos.',
    'Análisis o pruebas en la clínica cuando ayudan, con los resultados explicados en un lenguaje sencillo.',
    'Un plan por escrito que incluye medicamentos, cambios de estilo de vida y señales a vigilar.',
    'Consultas de seguimiento regulares para ajustar el plan a medida que cambian sus resultados y sus necesidades.',
  ],
  preventive: [
    'Una conversación sobre sus antecedentes de salud, sus antecedentes familiares y sus inquietudes.',
    'Un examen, además de las pruebas de detección, vacunas o análisis adecuados para su edad y su riesgo.',
    'Próximos pasos claros, incluido cuándo volver y qué resultados esperar.',
  ],
  acute: [
    'Una cita lo antes posible, a menudo el mismo día para necesidades urgentes.',
    'Un examen y, cuando sea útil, pruebas rápidas en el consultorio para encontrar la causa probable.',
    'Tratamiento e indicaciones para cuidarse en casa, y cuándo llamarnos si no mejora.',
  ],
  diagnostics: [
    'Su profesional de la salud indica la prueba y le explica por qué la necesita.',
    'La prueba se hace en nuestro consultorio con personal capacitado, por lo general sin un segundo viaje.',
    'Su profesional de la salud revisa los resultados con usted y le explica los próximos pasos.',
  ],
  aesthetic: [
    'Una consulta para hablar de sus objetivos, su historial de salud y si el tratamiento es adecuado para usted.',
    'Una conversación honesta sobre los resultados esperados, el tiempo de recuperación, el costo y los posibles efectos secundarios.',
    'Tratamiento en un entorno médico, seguido de instrucciones de cuidado posterior y una consulta de seguimiento.',
  ],
};
