// Not reviewed by a fluent reviewer. Spanish (usted, as spoken in Los Angeles) of provider-details.ts: degrees and
// the names of schools and hospitals stay as they are (provider-schools.ts).
import { HOSPITALS, SCHOOLS } from './provider-schools';
import type { ProviderDetails } from './types';

const BOARD_IM = 'Certificación de la junta en medicina interna';
const FNP_C = 'Certificación de la junta como enfermera practicante familiar (FNP-C)';
const RESIDENCY = 'residencia en medicina interna';
const FNP_PROGRAM = 'programa de enfermera practicante familiar';

export const PROVIDER_DETAILS: Readonly<Record<number, ProviderDetails>> = {
  1: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.keck}; ${RESIDENCY}, ${HOSPITALS.lacUsc}`,
    focus: 'Medicina concierge, enfermedades crónicas complejas, salud ejecutiva',
    about:
      'El Dr. Petrosyan ejerce la medicina interna desde hace más de quince años y ahora atiende a sus pacientes a través de nuestra membresía concierge, con consultas más largas y acceso directo.',
  },
  2: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.ucsd}; ${RESIDENCY}, ${HOSPITALS.harbor}`,
    focus: 'Diabetes, salud de la mujer, atención preventiva',
    about:
      'La Dra. Vasquez valora las relaciones de largo plazo con sus pacientes y sus familias, y es conocida por explicar los resultados de laboratorio y las opciones de tratamiento con palabras sencillas.',
  },
  3: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.uci}; ${RESIDENCY}, ${HOSPITALS.kaiserLa}`,
    focus: 'Hipertensión, colesterol alto, prevención de enfermedades del corazón',
    about:
      'El Dr. Kim se enfoca en la salud del corazón y la prevención, y ayuda a sus pacientes a entender su riesgo y a hacer cambios que puedan mantener.',
  },
  4: {
    credential: BOARD_IM,
    education: `DO, ${SCHOOLS.westernU}; ${RESIDENCY}, ${HOSPITALS.arrowhead}`,
    focus: 'Medicina preventiva, envejecimiento saludable, problemas musculoesqueléticos',
    about:
      'La Dra. Mitchell aporta a la atención primaria un enfoque osteopático e integral, y presta atención a cómo el sueño, el movimiento y el estrés influyen en la salud.',
  },
  5: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.geffen}; ${RESIDENCY}, ${HOSPITALS.cedars}`,
    focus: 'Medicina interna, evaluación antes de una cirugía, enfermedades respiratorias',
    about:
      'El Dr. Hakobyan atiende a adultos con historias clínicas complejas y trabaja de cerca con cirujanos y especialistas para coordinar su atención.',
  },
  6: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.michigan}; ${RESIDENCY}, ${HOSPITALS.ucla}`,
    focus: 'Diabetes, trastornos de la tiroides, control del peso',
    about:
      'La Dra. Raman ayuda a sus pacientes a controlar las enfermedades metabólicas con un plan constante, paso a paso, y con revisiones periódicas.',
  },
  7: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.stanford}; ${RESIDENCY}, ${HOSPITALS.ucsf}`,
    focus: 'Salud del hombre, problemas relacionados con el deporte, atención preventiva',
    about:
      'Al Dr. Torres le gusta ayudar a los adultos activos a seguir activos, y trata desde exámenes físicos anuales hasta lesiones de todos los días.',
  },
  8: {
    credential: BOARD_IM,
    education: `DO, ${SCHOOLS.touro}; ${RESIDENCY}, ${HOSPITALS.kaiserFontana}`,
    focus: 'Salud de la mujer, problemas hormonales, atención preventiva',
    about:
      'La Dra. Avetisyan acompaña a las mujeres en cada etapa de la vida adulta, desde la anticoncepción hasta la menopausia, con tiempo para sus preguntas.',
  },
  9: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.baylor}; ${RESIDENCY}, ${HOSPITALS.oliveView}`,
    focus: 'Manejo de enfermedades crónicas, adultos mayores, revisión de medicamentos',
    about:
      'El Dr. Whitfield tiene un interés especial en la atención de los adultos mayores: simplifica las listas de medicamentos y ayuda a sus pacientes a mantenerse independientes.',
  },
  10: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.lomaLinda}; ${RESIDENCY}, ${HOSPITALS.huntington}`,
    focus: 'Medicina del viajero, vacunas, prevención de enfermedades infecciosas',
    about:
      'La Dra. Haddad ayuda a sus pacientes a prepararse para sus viajes y a tener sus vacunas al día, y disfruta del trabajo de detective de diagnosticar síntomas nuevos.',
  },
  11: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.keck}; ${RESIDENCY}, ${HOSPITALS.kaiserLa}`,
    focus: 'Hipertensión, sueño, afecciones relacionadas con el estrés',
    about:
      'El Dr. Cho mira el panorama completo, incluidos el sueño y el estrés, cuando ayuda a sus pacientes a controlar la presión arterial y las enfermedades de larga duración.',
  },
  12: {
    credential: FNP_C,
    education: `MSN, ${FNP_PROGRAM}, ${SCHOOLS.calStateLa}`,
    focus: 'Consultas por enfermedad, exámenes físicos anuales, vacunas',
    about:
      'Ani atiende a pacientes con problemas del mismo día y en consultas de rutina, y es conocida por su trato tranquilo y minucioso.',
  },
  13: {
    credential: FNP_C,
    education: `MSN, ${FNP_PROGRAM}, ${SCHOOLS.azusa}`,
    focus: 'Salud de la mujer, anticoncepción, atención preventiva',
    about: 'A Jessica le gusta la atención preventiva y ayudar a sus pacientes a sentirse en confianza para hacer las preguntas que traen.',
  },
  14: {
    credential: FNP_C,
    education: `MSN, ${FNP_PROGRAM}, ${SCHOOLS.msmu}`,
    focus: 'Infecciones respiratorias, alergias, atención de urgencia',
    about:
      'Hannah atiende a pacientes con enfermedades nuevas y alergias de temporada, con instrucciones claras sobre qué vigilar en casa.',
  },
  15: {
    credential: FNP_C,
    education: `MSN, ${FNP_PROGRAM}, ${SCHOOLS.uclaNursing}`,
    focus: 'Educación sobre la diabetes, control del peso, seguimiento de enfermedades crónicas',
    about:
      'Marisol trabaja junto a nuestros médicos para ayudar a los pacientes con enfermedades crónicas a seguir su plan entre una consulta y otra.',
  },
  16: {
    credential: 'Asistente médico certificado (PA-C)',
    education: `MS, estudios de asistente médico, ${SCHOOLS.westernU}`,
    focus: 'Consultas por enfermedad, lesiones menores, salud del hombre',
    about:
      'Kevin trata una gran variedad de problemas de todos los días y disfruta de ayudar a sus pacientes a volver al trabajo y con su familia de forma rápida y segura.',
  },
};
