// Spanish translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Spanish of services.data.ts (not reviewed): each service's description and bullets (its name is in service-titles.es.ts); the rest is service-list.ts.
import { catalogueIn } from './service-entry';
import { SERVICE_TITLES } from './service-titles.es';

export const serviceData = catalogueIn(SERVICE_TITLES, {
  diabetes: {
    description:
      'Atención continua para la diabetes tipo 1, tipo 2 y la prediabetes, basada en sus resultados, sus medicamentos y su rutina diaria.',
    bullets: [
      'Controles de A1C, riñones y colesterol con un calendario claro',
      'Revisión de medicamentos, incluidas opciones más nuevas cuando sea apropiado',
      'Orientación práctica sobre alimentación y actividad física',
    ],
  },
  hypertension: {
    description:
      'Diagnóstico y control a largo plazo de la presión arterial alta, con un plan que puede seguir en casa y en el consultorio.',
    bullets: [
      'Revisión precisa de la presión arterial en el consultorio y en casa',
      'Ajustes de medicamentos con seguimiento',
      'Evaluación del riesgo cardíaco y renal',
    ],
  },
  'adult-physical': {
    description:
      'Una consulta anual de pies a cabeza para revisar su salud, actualizar sus pruebas de detección y hablar de lo que le importa.',
    bullets: [
      'Examen completo y revisión de su historial',
      'Pruebas de detección y análisis según su edad',
      'Un plan por escrito para el año',
    ],
  },
  'pre-surgery-checkup': {
    description:
      'Evaluación médica antes de un procedimiento programado, coordinada con su cirujano para que sus documentos lleguen a tiempo.',
    bullets: [
      'Historial, examen y las pruebas que solicite su cirujano',
      'Electrocardiograma y análisis en la clínica cuando se necesiten',
      'Informe de autorización enviado a su equipo quirúrgico',
    ],
  },
  'preventive-medicine': {
    description: 'Pruebas de detección, vacunas y consejos de estilo de vida para detectar problemas a tiempo y mantenerle sano.',
    bullets: [
      'Detección de cáncer, enfermedades cardíacas y diabetes según su edad y riesgo',
      'Revisión de vacunas y dosis pendientes',
      'Orientación sobre sueño, actividad física y alimentación',
    ],
  },
  'sick-visits': {
    description: 'Citas rápidas por fiebre, infecciones, dolores y otros síntomas nuevos, a menudo el mismo día.',
    bullets: [
      'Citas el mismo día para necesidades urgentes',
      'Pruebas en la clínica cuando ayudan al diagnóstico',
      'Indicaciones claras y seguimiento si no mejora',
    ],
  },
  ekg: {
    description: 'Un registro rápido e indoloro de la actividad eléctrica de su corazón, realizado y revisado en nuestro consultorio.',
    bullets: [
      'Se realiza en unos diez minutos',
      'Lo revisa su profesional de la salud',
      'Útil para chequeos, síntomas y autorizaciones prequirúrgicas',
    ],
  },
  'travel-medicine-consultation': {
    description: 'Consejos, vacunas y recetas adaptados a su destino, a lo que hará allí y a su historial de salud.',
    bullets: [
      'Revisión de vacunas según el destino',
      'Recetas para afecciones relacionadas con el viaje cuando sea apropiado',
      'Orientación sobre alimentos, agua, insectos y altitud',
    ],
  },
  'weight-loss': {
    description:
      'Control de peso con supervisión médica que tiene en cuenta la alimentación, la actividad, el sueño, los medicamentos y las afecciones de fondo.',
    bullets: [
      'Análisis para buscar afecciones que contribuyan',
      'Un plan realista con controles regulares',
      'Opciones de medicamentos cuando sea apropiado',
    ],
  },
  'high-cholesterol': {
    description: 'Análisis, evaluación de riesgo y plan de tratamiento para el colesterol alto y otros problemas de lípidos.',
    bullets: [
      'Perfil de lípidos en ayunas o sin ayunar en la clínica',
      'Estimación personal del riesgo cardiovascular',
      'Explicación de las opciones de estilo de vida y de medicamentos',
    ],
  },
  vaccines: {
    description: 'Vacunas de rutina para adultos, revisadas según las recomendaciones actuales y aplicadas en el consultorio.',
    bullets: [
      'Tétanos, herpes zóster, neumonía, hepatitis y más',
      'Revisión de su cartilla de vacunación',
      'Constancias para la escuela, el trabajo o los viajes',
    ],
  },
  'covid-19-testing': {
    description: 'Pruebas de COVID-19 cuando tiene síntomas o una exposición, con indicaciones sobre qué hacer después.',
    bullets: [
      'Opciones de prueba rápida y de laboratorio',
      'Consejos sobre aislamiento y cuándo buscar atención',
      'Opciones de tratamiento para pacientes de mayor riesgo',
    ],
  },
  'womens-health': {
    description: 'Atención primaria para la mujer en cada etapa, desde las pruebas de detección y la anticoncepción hasta la menopausia.',
    bullets: [
      'Papanicolaou y remisiones para la detección del cáncer de mama',
      'Anticoncepción y problemas menstruales',
      'Síntomas de la menopausia y salud ósea',
    ],
  },
  'mens-health': {
    description: 'Chequeos y pruebas de detección centrados en las afecciones más importantes para los hombres con la edad.',
    bullets: [
      'Detección de enfermedades cardíacas, diabetes y cáncer',
      'Conversaciones sobre la salud de la próstata',
      'Evaluación de la falta de energía y de la testosterona',
    ],
  },
  'respiratory-infections': {
    description: 'Evaluación y tratamiento de resfriados, gripe, bronquitis, sinusitis y neumonía.',
    bullets: [
      'Examen y pruebas para encontrar la causa probable',
      'Antibióticos solo cuando es probable que ayuden',
      'Plan de seguimiento si los síntomas persisten',
    ],
  },
  'on-site-laboratory': {
    description: 'Extracciones de sangre y muchas pruebas comunes durante su consulta, sin tener que ir a un laboratorio externo.',
    bullets: [
      'Extracción de sangre en su cita',
      'Resultados revisados por su profesional de la salud',
      'Menos viajes y un seguimiento más rápido',
    ],
  },
  'adult-urgent-care': {
    description: 'Atención el mismo día para lesiones y enfermedades leves que necesitan atención hoy, pero que no son emergencias.',
    bullets: [
      'Citas el mismo día para necesidades urgentes',
      'Lesiones leves, infecciones y brotes',
      'Coordinación con su profesional de cabecera',
    ],
  },
  'std-screening': {
    description:
      'Pruebas confidenciales de infecciones de transmisión sexual, con tratamiento y orientación para su pareja cuando se necesite.',
    bullets: [
      'Consultas confidenciales y sin juicios',
      'Análisis de sangre y orina en la clínica',
      'Tratamiento y nuevas pruebas cuando se necesiten',
    ],
  },
  'allergy-testing-immunology': {
    description: 'Pruebas para identificar a qué reacciona, seguidas de un plan para reducir los síntomas en cada temporada.',
    bullets: [
      'Pruebas de alérgenos ambientales comunes',
      'Planes de medicamentos y de prevención',
      'Remisión a inmunoterapia cuando sea apropiado',
    ],
  },
  'general-medicine': {
    description:
      'Atención primaria diaria para todas las inquietudes de salud de los adultos, en un solo lugar y con un profesional que le conoce.',
    bullets: ['Atención de síntomas nuevos y afecciones crónicas', 'Manejo de recetas', 'Remisiones a especialistas de confianza'],
  },
  'x-ray-imaging': {
    description: 'Radiografías digitales tomadas en el consultorio para evaluar lesiones, síntomas del pecho y problemas articulares.',
    bullets: [
      'Imágenes digitales con dosis bajas de radiación',
      'Imágenes interpretadas por un radiólogo',
      'Resultados comentados con su profesional de la salud',
    ],
  },
  ultrasound: {
    description:
      'Imágenes sin radiación del abdomen, la tiroides, los vasos y los tejidos blandos, realizadas por ecografistas capacitados.',
    bullets: [
      'Sin radiación',
      'Estudios abdominales, de tiroides, vasculares y de tejidos blandos',
      'Informes revisados con su profesional de la salud',
    ],
  },
  'add-adhd-treatment': {
    description: 'Evaluación y manejo continuo de las dificultades de atención en adultos, con un control cuidadoso de los medicamentos.',
    bullets: [
      'Evaluación estructurada de los síntomas y del historial',
      'Opciones con y sin medicamentos',
      'Consultas de seguimiento regulares',
    ],
  },
  'at-home-visits': {
    description: 'Consultas en su casa para pacientes a quienes les cuesta venir al consultorio, donde el servicio esté disponible.',
    bullets: [
      'Exámenes y planificación de la atención en casa',
      'Extracciones de sangre y vacunas en casa cuando sea posible',
      'Coordinación con la familia y los cuidadores',
    ],
  },
  'morpheus-8': {
    description:
      'Un tratamiento de microagujas con energía de radiofrecuencia, que se ofrece después de una consulta sobre sus objetivos y su piel.',
    bullets: [
      'Primero, consulta y evaluación de la piel',
      'Anestesia local para su comodidad',
      'Instrucciones de cuidado posterior y seguimiento',
    ],
  },
  'female-contraception': {
    description: 'Asesoría y recetas de métodos anticonceptivos que se adaptan a su salud y a sus planes.',
    bullets: [
      'Revisión de píldoras, parches, anillos y otros métodos',
      'Conversación sobre beneficios y efectos secundarios',
      'Remisión para colocación de DIU o implante si se necesita',
    ],
  },
  'suboxone-and-sublocade-treatment': {
    description:
      'Atención confidencial con medicamentos para el trastorno por consumo de opioides, recetada y supervisada por profesionales con licencia.',
    bullets: [
      'Consultas privadas y respetuosas',
      'Suboxone o Sublocade cuando sea clínicamente apropiado',
      'Seguimiento continuo y remisiones de apoyo',
    ],
  },
  'botox-juvederm': {
    description:
      'Inyecciones cosméticas aplicadas por profesionales capacitados después de una consulta sobre sus objetivos y los riesgos.',
    bullets: [
      'Consulta antes de cualquier tratamiento',
      'Inyecciones aplicadas en un entorno médico',
      'Consulta de seguimiento para revisar los resultados',
    ],
  },
  'emsculpt-neo': {
    description: 'Un tratamiento no invasivo de contorno corporal con radiofrecuencia y energía electromagnética, después de una consulta.',
    bullets: [
      'Consulta sobre sus objetivos y si es apropiado para usted',
      'Sin agujas ni incisiones',
      'Un plan de tratamiento de varias sesiones',
    ],
  },
  'pre-exposure-prophylaxis-prep': {
    description: 'Medicamento recetado para reducir el riesgo de contraer el VIH, con las pruebas y el seguimiento que requiere.',
    bullets: [
      'Pruebas de VIH y de función renal antes de empezar',
      'Consultas y análisis de seguimiento regulares',
      'Atención confidencial y sin juicios',
    ],
  },
  'internal-medicine': {
    description: 'Atención de internistas certificados, formados para diagnosticar y tratar afecciones complejas en adultos.',
    bullets: [
      'Manejo de varias afecciones crónicas',
      'Revisión de medicamentos para evitar interacciones',
      'Coordinación con especialistas y hospitales',
    ],
  },
  'flu-shot': {
    description: 'Vacunas contra la influenza de temporada aplicadas en el consultorio, normalmente en pocos minutos.',
    bullets: [
      'Disponible en cada temporada de gripe',
      'Opciones de dosis alta para adultos de 65 años o más',
      'Consulta rápida y sin largas esperas',
    ],
  },
  'hormone-replacement': {
    description: 'Evaluación y tratamiento de los cambios hormonales en mujeres y hombres, con controles regulares.',
    bullets: [
      'Revisión de síntomas y análisis de laboratorio',
      'Conversación sobre beneficios y riesgos',
      'Control continuo y ajustes de dosis',
    ],
  },
  'vo2-metabolic-testing': {
    description: 'Mediciones de cómo su cuerpo usa el oxígeno y quema energía, para ayudar a diseñar planes de ejercicio y alimentación.',
    bullets: [
      'Medición de la tasa metabólica en reposo',
      'Prueba de VO2 para medir su condición física',
      'Resultados explicados con pasos prácticos a seguir',
    ],
  },
});
