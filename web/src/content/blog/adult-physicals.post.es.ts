// "The Importance of Adult Physicals and Preventative Care" in Spanish: adult-physicals.post.ts translated (formal
// usted, Spanish as spoken in Los Angeles). Not reviewed by a fluent reviewer.
import { BLOG_TEASERS } from '../blog-teasers.es';
import type { BlogPost } from '../types';

export const adultPhysicalsPost: BlogPost = {
  ...BLOG_TEASERS.adultPhysicals,
  body: [
    {
      paragraphs: [
        'Muchos adultos solo van al médico cuando algo anda mal. Es comprensible: la vida es ajetreada, y una cita puede parecer innecesaria cuando uno se siente bien. Pero varias de las enfermedades graves más comunes en los adultos, como la presión arterial alta, el colesterol alto, la diabetes tipo 2 y algunos tipos de cáncer, a menudo no causan síntomas en sus primeras etapas. Un examen físico anual es una de las formas más sencillas de detectarlas mientras son más fáciles de controlar.',
      ],
    },
    {
      heading: 'Qué sucede durante un examen físico',
      paragraphs: [
        'Un examen físico para adultos comienza con una conversación. Su profesional de la salud revisará sus antecedentes médicos, sus antecedentes familiares, los medicamentos y suplementos que toma y cualquier cambio desde su última consulta. También es el momento de mencionar cualquier cosa que le haya estado preocupando, desde problemas para dormir hasta un lunar que se ve diferente.',
        'El examen en sí suele incluir la medición de la presión arterial, la frecuencia cardíaca, el peso y el índice de masa corporal, escuchar el corazón y los pulmones, y revisar el abdomen, la piel y otras áreas según su edad y sus inquietudes. Según sus antecedentes, su profesional de la salud puede pedir análisis de sangre, como un perfil de colesterol, una prueba de glucosa o de A1C, pruebas de función renal y hepática, o un hemograma.',
      ],
    },
    {
      heading: 'Pruebas de detección según su edad y su riesgo',
      paragraphs: [
        'Las recomendaciones de detección cambian según la edad, el sexo, los antecedentes familiares y el estilo de vida, así que no existe una lista única que sirva para todos. Algunos ejemplos comunes son la medición de la presión arterial en todos los adultos, la detección del cáncer de cuello uterino en las mujeres a partir de los 21 años, la detección del cáncer colorrectal a partir de los 45 años en las personas con riesgo promedio, y la detección del cáncer de mama en las mujeres de 40 años en adelante. Los adultos con un largo historial de tabaquismo pueden ser candidatos para la detección del cáncer de pulmón, y a la mayoría de los adultos se les recomienda hacerse una vez las pruebas de hepatitis C y de VIH.',
        'Su profesional de la salud analizará sus propios factores de riesgo y le explicará qué pruebas tienen sentido para usted ahora, cuáles pueden esperar y por qué.',
      ],
    },
    {
      heading: 'Las vacunas son parte de la atención preventiva',
      paragraphs: [
        'Las vacunas no son solo para los niños. En general, se aconseja a los adultos vacunarse contra la gripe cada año y recibir un refuerzo contra el tétanos cada diez años, y muchos adultos pasan a reunir los requisitos para las vacunas contra el herpes zóster y la neumonía a medida que envejecen. Un examen físico es un buen momento para revisar su registro de vacunas y ponerse al día con las que le falten.',
      ],
    },
    {
      heading: 'Una relación con su profesional de la salud',
      paragraphs: [
        'Uno de los beneficios menos evidentes de una consulta anual es la continuidad. Cuando su profesional de la salud conoce sus valores habituales, los pequeños cambios se notan antes, y cuando surge algo nuevo usted tiene a quién llamar, alguien que ya conoce sus antecedentes. A los pacientes que ven al mismo equipo de atención primaria a lo largo del tiempo a menudo les resulta más fácil coordinar la atención con especialistas, los medicamentos y las pruebas de seguimiento.',
      ],
    },
    {
      heading: 'Cómo prepararse',
      paragraphs: [
        'Llegue 15 minutos antes y traiga una identificación con foto, su tarjeta del seguro, una lista de sus medicamentos y dosis, y cualquier resultado reciente de pruebas hechas en otros consultorios. Anote sus preguntas con anticipación para que no se le olvide nada. Si es posible que su profesional de la salud pida análisis de sangre en ayunas, pregunte al hacer la cita si debe saltarse el desayuno.',
        'Si ha pasado más de un año desde su último chequeo, o si no está seguro de qué pruebas de detección le corresponden, considere hacer una cita para un examen físico. Es una pequeña inversión de tiempo que puede marcar una verdadera diferencia en los años por venir.',
      ],
    },
  ],
};
