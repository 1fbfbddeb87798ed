// "It's Allergy Season: How You Can Reduce the Sniffling" in Spanish: allergy-season.post.ts translated (formal
// usted, Spanish as spoken in Los Angeles). Not reviewed by a fluent reviewer.
import { BLOG_TEASERS } from '../blog-teasers.es';
import type { BlogPost } from '../types';

export const allergySeasonPost: BlogPost = {
  ...BLOG_TEASERS.allergySeason,
  body: [
    {
      paragraphs: [
        'En el sur de California, puede parecer que la temporada de alergias nunca termina del todo. Los árboles suelen empezar a liberar polen a finales del invierno, los pastos les siguen en la primavera y a principios del verano, y las malezas pueden continuar hasta el otoño. Los días secos y con viento levantan polen y polvo, y los desencadenantes que hay dentro de casa, como los ácaros del polvo, el moho y la caspa de las mascotas, nos acompañan todo el año.',
        'Las alergias estacionales ocurren cuando el sistema inmunitario reacciona en exceso ante algo inofensivo, como el polen. El resultado es conocido: estornudos, secreción o congestión nasal, picazón o lagrimeo en los ojos, picazón en la garganta y, a veces, tos o cansancio. La buena noticia es que unos cuantos hábitos y el tratamiento adecuado a menudo marcan una diferencia notable.',
      ],
    },
    {
      heading: 'Reduzca su exposición',
      paragraphs: [
        'Consulte el pronóstico diario de polen y, en los días en que el nivel de polen sea alto, planifique el ejercicio al aire libre para las horas en que sus síntomas suelen ser más leves. Mantenga las ventanas cerradas en casa y en el auto, y use la función de recirculación del aire acondicionado de su auto.',
        'El polen se adhiere al cabello, la piel y la ropa. Bañarse y cambiarse de ropa después de pasar tiempo al aire libre, y lavar la ropa de cama cada semana con agua caliente, puede ayudar a mantenerlo fuera de su habitación. Un purificador de aire con filtro HEPA en la habitación y un buen filtro en su sistema de calefacción y aire acondicionado también pueden ayudar.',
      ],
    },
    {
      heading: 'Lavados nasales y alivio',
      paragraphs: [
        'Los lavados nasales con solución salina eliminan el polen y la mucosidad de la nariz, y a muchas personas les resultan reconfortantes. Si usa una botella de lavado nasal o una olla neti, use agua destilada, estéril o previamente hervida y enfriada, nunca agua de la llave sin tratar, y limpie el dispositivo después de cada uso.',
        'Las compresas frías y las lágrimas artificiales sin conservantes pueden aliviar la picazón en los ojos. Trate de no frotárselos, porque eso suele empeorar la picazón.',
      ],
    },
    {
      heading: 'Opciones de venta libre',
      paragraphs: [
        'Hay varios medicamentos disponibles sin receta. Los antihistamínicos que no causan somnolencia pueden ayudar con los estornudos, la picazón y la secreción nasal. Los aerosoles nasales con esteroides suelen ser eficaces para la congestión, pero funcionan mejor cuando se usan todos los días, y pueden pasar varios días antes de que se sienta su efecto completo. Las gotas oftálmicas con antihistamínico pueden ayudar con la picazón en los ojos.',
        'Las pastillas y los aerosoles descongestionantes pueden aliviar la nariz tapada por poco tiempo, pero no son adecuados para todos. Los aerosoles descongestionantes no deben usarse más de unos pocos días seguidos, y las pastillas descongestionantes pueden elevar la presión arterial y la frecuencia cardíaca. Si tiene presión arterial alta, una enfermedad del corazón, glaucoma o la próstata agrandada, o si está embarazada, hable con su profesional de la salud o con su farmacéutico antes de empezar a tomar cualquier medicamento para la alergia.',
      ],
    },
    {
      heading: 'Cuándo consultar a su profesional de la salud',
      paragraphs: [
        'Haga una cita si el tratamiento de venta libre no controla sus síntomas, si las alergias no le dejan dormir o trabajar, o si sigue teniendo infecciones de los senos paranasales. Su profesional de la salud puede confirmar si las alergias son la causa, ajustar sus medicamentos y, si es necesario, organizar pruebas de alergia para identificar con precisión sus desencadenantes. Para algunas personas con síntomas persistentes, la inmunoterapia para la alergia puede ser una opción que conviene comentar.',
        'Busque atención médica sin demora si tiene sibilancias, falta de aire u opresión en el pecho, ya que pueden ser señales de asma. Llame al 911 ante cualquier hinchazón de los labios, la lengua o la garganta, o si tiene dificultad para respirar.',
        'Con un plan adaptado a sus desencadenantes y a su salud, la mayoría de las personas pueden disfrutar de la temporada con mucho menos moqueo.',
      ],
    },
  ],
};
