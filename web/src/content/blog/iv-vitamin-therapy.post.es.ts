// "IV Vitamin Therapy: Is It Right for You?" in Spanish: iv-vitamin-therapy.post.ts translated (formal usted,
// Spanish as spoken in Los Angeles). Not reviewed by a fluent reviewer.
import { BLOG_TEASERS } from '../blog-teasers.es';
import type { BlogPost } from '../types';

export const ivVitaminTherapyPost: BlogPost = {
  ...BLOG_TEASERS.ivVitaminTherapy,
  body: [
    {
      paragraphs: [
        'La terapia intravenosa de vitaminas se ha vuelto algo habitual, desde los centros de bienestar hasta los puestos temporales en hoteles. Consiste en administrar líquidos, vitaminas y minerales directamente en una vena a través de un pequeño catéter. Como no pasa por el sistema digestivo, los nutrientes llegan rápidamente al torrente sanguíneo. Que eso marque una diferencia para usted depende de su salud, de sus objetivos y de sus motivos para considerarla.',
      ],
    },
    {
      heading: 'Qué contiene un suero típico',
      paragraphs: [
        'La mayoría de los sueros intravenosos parten de una bolsa de líquido estéril, como solución salina, con electrolitos. Según la fórmula, pueden añadir vitaminas del complejo B, vitamina C, magnesio, calcio o zinc. Algunas clínicas ofrecen ingredientes adicionales a petición. Un consultorio médico serio le dirá exactamente qué contiene cada bolsa y en qué dosis.',
      ],
    },
    {
      heading: 'Lo que dice la evidencia',
      paragraphs: [
        'Los líquidos y nutrientes intravenosos tienen usos médicos bien establecidos. Las personas deshidratadas que no pueden retener líquidos, o que tienen una deficiencia diagnosticada difícil de corregir por vía oral, por ejemplo debido a ciertas enfermedades digestivas o cirugías, pueden beneficiarse de un tratamiento intravenoso bajo supervisión médica.',
        'Para las personas sanas que llevan una alimentación variada, la situación es distinta. La investigación sobre los sueros de vitaminas de rutina para la energía, la inmunidad o el bienestar general es limitada, y la mayoría de las personas absorben lo que necesitan de los alimentos y, cuando se recomiendan, de los suplementos orales. Algunos pacientes dicen sentirse mejor después de una sesión, y la hidratación por sí sola puede explicar parte de ello. Creemos que es importante ser claros: la terapia intravenosa no sustituye una alimentación equilibrada, el sueño, el ejercicio, las vacunas ni el tratamiento de una afección subyacente.',
      ],
    },
    {
      heading: 'La seguridad es lo primero',
      paragraphs: [
        'Todo procedimiento en el que se coloca una aguja en una vena conlleva cierto riesgo, como moretones, irritación de la vena y, en raras ocasiones, infección. Las grandes cantidades de líquido pueden ser un problema para las personas con insuficiencia cardíaca o enfermedad renal, y algunas vitaminas y minerales pueden interactuar con enfermedades o medicamentos. Las dosis altas de ciertos nutrientes no son apropiadas para todos.',
        'Por eso revisamos sus antecedentes médicos, sus medicamentos y sus alergias antes de una primera sesión, y por eso en nuestras clínicas la terapia intravenosa la administra personal clínico capacitado en un entorno médico. Si algo en sus antecedentes hace que la terapia intravenosa no sea una buena opción para usted, se lo diremos y le sugeriremos alternativas.',
      ],
    },
    {
      heading: 'Preguntas que debe hacerse antes de programar una sesión',
      paragraphs: [
        '¿Qué espero obtener con esto? ¿Hay algún motivo, como una deficiencia conocida, por el que el tratamiento intravenoso sea mejor para mí que los alimentos o los suplementos orales? ¿Podrían mis síntomas, como el cansancio, indicar una afección que debería revisarse primero? ¿Qué contiene exactamente el suero, y es cada ingrediente seguro con mis medicamentos?',
        'Si se siente agotado durante semanas, empiece con una consulta con su médico de atención primaria. El cansancio tiene muchas causas posibles, como la anemia, los problemas de tiroides, los trastornos del sueño y la depresión, y estas merecen una evaluación adecuada.',
      ],
    },
    {
      heading: 'Qué esperar en una sesión',
      paragraphs: [
        'Después de la evaluación, un profesional clínico coloca una pequeña vía intravenosa, por lo general en el brazo. La mayoría de las sesiones duran entre 30 y 60 minutos, y usted puede leer, trabajar o relajarse mientras pasa el suero. Al terminar se retira la vía y se coloca un pequeño vendaje. Avise al personal de inmediato si se siente mal en cualquier momento.',
        'Si tiene curiosidad por saber si la terapia intravenosa tiene cabida en su atención, hable con su profesional de la salud. Juntos pueden decidir si tiene sentido y, si es así, elegir una fórmula que se adapte a su salud.',
      ],
    },
  ],
};
