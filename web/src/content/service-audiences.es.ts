// Spanish translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Spanish of service-audiences.ts (not reviewed).

export const AUDIENCES: Readonly<Record<string, string>> = {
  diabetes: 'Adultos con diabetes o prediabetes, y cualquier persona a quien le hayan dicho que tiene el azúcar en la sangre alta.',
  hypertension: 'Adultos con presión arterial alta o en el límite, o con antecedentes familiares de enfermedades del corazón.',
  'adult-physical': 'Todos los adultos, tanto si se sienten bien como si tienen afecciones que conviene vigilar.',
  'pre-surgery-checkup': 'Adultos que tienen programada una cirugía o un procedimiento que requiere autorización médica.',
  'preventive-medicine': 'Adultos que quieren adelantarse a los problemas de salud en lugar de reaccionar ante ellos.',
  'sick-visits': 'Pacientes actuales y nuevos con una enfermedad o un síntoma nuevo que no puede esperar a una consulta de rutina.',
  ekg: 'Adultos con palpitaciones, molestias en el pecho o falta de aire, o que necesitan un electrocardiograma antes de una cirugía.',
  'travel-medicine-consultation':
    'Adultos que planean un viaje internacional; lo ideal es pedir cita de cuatro a seis semanas antes de la salida.',
  'weight-loss': 'Adultos que desean apoyo para bajar de peso de forma segura, sobre todo si tienen diabetes o presión arterial alta.',
  'high-cholesterol':
    'Adultos con el colesterol alto, con antecedentes familiares de enfermedades del corazón o que no se han hecho análisis recientemente.',
  vaccines: 'Adultos a quienes les toca una vacuna de rutina o que necesitan un comprobante de vacunación.',
  'covid-19-testing': 'Adultos con síntomas como fiebre, tos o dolor de garganta, o que han tenido un contacto cercano reciente.',
  'womens-health': 'Mujeres adultas que buscan un lugar de atención primaria para sus pruebas de rutina y sus inquietudes diarias.',
  'mens-health': 'Hombres adultos que desean un chequeo regular o tienen preguntas concretas sobre su salud.',
  'respiratory-infections': 'Adultos con tos, congestión, dolor de garganta, fiebre o falta de aire.',
  'on-site-laboratory':
    'Pacientes que necesitan análisis como parte de un chequeo, de la atención de una enfermedad crónica o de una consulta por enfermedad.',
  'adult-urgent-care': 'Adultos con un problema urgente que no pone en peligro la vida. En caso de emergencia, llame al 911.',
  'std-screening': 'Adultos sexualmente activos, cualquier persona con síntomas o con una pareja nueva o una posible exposición.',
  'allergy-testing-immunology': 'Adultos con estornudos, congestión, picor de ojos o reacciones en la piel, por temporadas o todo el año.',
  'general-medicine': 'Adultos que buscan un profesional de atención primaria para sus necesidades habituales y continuas.',
  'x-ray-imaging':
    'Pacientes cuyo profesional de la salud necesita una imagen de los huesos, las articulaciones o el pecho para orientar la atención.',
  ultrasound: 'Pacientes a quienes su profesional de la salud indica una ecografía para examinar mejor un órgano o un bulto.',
  'add-adhd-treatment':
    'Adultos a quienes les cuesta concentrarse u organizarse, o que sienten inquietud, o que recibieron un diagnóstico en otra etapa de su vida.',
  'at-home-visits': 'Pacientes con movilidad limitada, una hospitalización reciente u otros motivos que dificultan ir al consultorio.',
  'morpheus-8':
    'Adultos interesados en un tratamiento para la textura de la piel que ya han hablado de los resultados esperados y del tiempo de recuperación.',
  'female-contraception': 'Mujeres que desean empezar, cambiar o revisar su método anticonceptivo.',
  'suboxone-and-sublocade-treatment':
    'Adultos que desean ayuda con el consumo de opioides y personas que ya reciben tratamiento y buscan un nuevo profesional.',
  'botox-juvederm': 'Adultos que consideran inyecciones cosméticas y desean que se apliquen en un consultorio médico.',
  'emsculpt-neo': 'Adultos cerca de su peso ideal interesados en el contorno corporal que ya han hablado de los resultados esperados.',
  'pre-exposure-prophylaxis-prep': 'Adultos que pueden estar expuestos al VIH y desean reducir su riesgo.',
  'internal-medicine': 'Adultos con varias afecciones o preguntas complejas que desean que un solo médico coordine su atención.',
  'flu-shot': 'Casi todos los adultos, sobre todo los mayores de 65 años o quienes viven con una enfermedad crónica.',
  'hormone-replacement': 'Adultos con síntomas de la menopausia o con deficiencias hormonales confirmadas que desean revisar sus opciones.',
  'vo2-metabolic-testing': 'Adultos que empiezan un programa de ejercicio o de control de peso y desean un punto de partida medido.',
};
