// The home page FAQ in Spanish: faq.ts translated (formal usted, Spanish as spoken in Los Angeles).
// Not reviewed by a fluent reviewer.
import { formatAddress, locationById } from './locations';
import { CLAIMS, PHONE_DISPLAY } from './site';
import type { FaqItem } from './types';

export const faqItems: FaqItem[] = [
  {
    question: '¿Están aceptando pacientes nuevos?',
    answer: `Sí. Nuestras tres clínicas aceptan pacientes nuevos. Nuestro equipo incluye ${CLAIMS.boardCertifiedPhysicians} médicos de medicina interna certificados por la junta de su especialidad y ${CLAIMS.advancedPracticeProviders} profesionales de práctica avanzada, así que normalmente encontrará una cita que le convenga.`,
  },
  {
    question: '¿Qué planes de seguro médico aceptan?',
    answer: `Aceptamos la mayoría de los planes principales, entre ellos AARP, Aetna, Cigna, HealthNet, Medicare, Tricare y UnitedHealthcare. La cobertura varía según el plan, así que le pedimos que nos llame al ${PHONE_DISPLAY} para confirmar el suyo antes de su consulta. También puede pagar por cuenta propia.`,
  },
  {
    question: '¿Cómo puedo hacer una cita?',
    answer: `Puede programar su cita en línea en cualquier momento con el botón Pedir una cita, o llamarnos al ${PHONE_DISPLAY} en horario de atención. Ofrecemos citas el mismo día para necesidades urgentes.`,
  },
  {
    question: '¿Qué servicios ofrecen?',
    answer:
      'Ofrecemos atención primaria integral para adultos: exámenes físicos anuales, pruebas de detección preventivas, vacunas, consultas por enfermedad, control de enfermedades crónicas como la diabetes y la presión arterial alta, laboratorio e imágenes diagnósticas en la misma clínica, y más. Consulte nuestra página de Servicios para ver la lista completa.',
    links: { 'página de Servicios': '/services' },
  },
  {
    question: '¿Dónde están sus clínicas y cuál es su horario?',
    answer: `Tenemos tres clínicas: ${formatAddress(locationById('glendale')!)}; ${formatAddress(locationById('la-canada')!)}; y ${formatAddress(locationById('burbank')!)}. Las tres atienden de lunes a viernes, de 8:00 a. m. a 12:00 p. m. y de 1:00 p. m. a 5:00 p. m., y cierran sábados y domingos.`,
  },
  {
    question: '¿Qué debo traer a mi primera consulta?',
    answer:
      'Le pedimos que llegue 15 minutos antes y que traiga una identificación con foto, su tarjeta del seguro, una lista de los medicamentos y suplementos que toma actualmente, y cualquier expediente o resultado de pruebas reciente. Así su profesional de la salud podrá aprovechar al máximo su consulta.',
  },
];
