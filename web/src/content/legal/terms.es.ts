// The terms and conditions in Spanish: terms.ts translated (formal usted, Spanish as spoken in Los Angeles).
// Not reviewed by a fluent reviewer.
import { formatAddress, locationById } from '../locations';
import type { LegalSection } from '../types';
import { PHONE_DISPLAY, SITE_NAME } from '../site';
import { GOVERNING_NOTES } from './governing-note';

export const GOVERNING_NOTE = GOVERNING_NOTES.es;

const PRACTICE_SOFTWARE_COPYRIGHT =
  '© 2023 Practice Web Solutions, Inc. Partes del software de este sitio web se utilizan bajo licencia. Todos los derechos reservados.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Acuerdo entre usted y el Consultorio',
    paragraphs: [
      `${SITE_NAME} ("el Consultorio", "nosotros") ofrece este sitio web con la condición de que usted acepte estos términos, condiciones y avisos. El uso que usted haga del sitio web significa que los acepta. El sitio web proporciona información general y no sustituye el consejo médico de su profesional de la salud.`,
    ],
  },
  {
    heading: 'Modificación de estos Términos de Uso',
    paragraphs: [
      'Nos reservamos el derecho de modificar los términos, condiciones y avisos conforme a los cuales se ofrece este sitio web. Si usted sigue usando el sitio web después de que se publique un cambio, se entenderá que acepta los términos actualizados.',
    ],
  },
  {
    heading: 'Enlaces a sitios de terceros',
    paragraphs: [
      'Este sitio web puede contener enlaces a sitios web operados por terceros, como servicios de mapas y de reseñas. Esos sitios no están bajo nuestro control y no somos responsables de su contenido, de sus cambios ni de sus prácticas de privacidad. Un enlace no implica que respaldemos el sitio ni a sus operadores.',
    ],
  },
  {
    heading: 'Prohibición de uso ilícito o prohibido',
    paragraphs: [
      'Como condición para usar este sitio web, usted se compromete a no utilizarlo para ningún fin ilícito o prohibido por estos términos. Usted no puede usar el sitio web de ninguna manera que pueda dañarlo, inutilizarlo o perjudicarlo, o interferir en el uso que otras personas hagan de él, ni intentar obtener a través de él acceso no autorizado a ningún sistema o información.',
    ],
  },
  {
    heading: 'Contenido que usted envía',
    paragraphs: [
      'Cuando el sitio web ofrezca medios de comunicación, como funciones de reseñas o de comentarios, usted se compromete a publicar únicamente material apropiado y relacionado con la función. Usted se compromete a no:',
    ],
    list: [
      'publicar información personal o confidencial, suya o de otra persona, incluida información médica;',
      'publicar material vulgar, amenazante, discriminatorio, difamatorio o de cualquier otro modo ofensivo;',
      'falsear su identidad o su relación con cualquier persona u organización;',
      'publicar material ajeno al tema, publicidad u ofertas comerciales;',
      'publicar contenido ilegal o contenido sobre asuntos legales que deban tratarse con un abogado;',
      'subir archivos que infrinjan los derechos de propiedad intelectual o de privacidad de cualquier persona, o que contengan virus u otro código dañino;',
      'realizar encuestas, concursos, esquemas piramidales o cadenas de cartas;',
      'recopilar u obtener información sobre otros usuarios, incluidas sus direcciones de correo electrónico, sin su consentimiento.',
    ],
    after: [
      'El Consultorio no tiene la obligación de supervisar estas funciones, pero puede revisar el material publicado y eliminar cualquier parte de él a su discreción, y puede cancelar su acceso a cualquier función de comunicación en cualquier momento, sin previo aviso y por cualquier motivo. Si desea que se elimine una reseña que usted publicó, comuníquese con nosotros mediante los datos que figuran en la sección Avisos.',
    ],
  },
  {
    heading: 'Exención de responsabilidad',
    paragraphs: [
      'La información de este sitio web puede contener inexactitudes o errores tipográficos y se actualiza periódicamente. Se proporciona "tal cual" como información general y no reemplaza un examen ni el consejo de un profesional de la salud calificado. No demore la búsqueda de atención médica por algo que haya leído aquí; en caso de emergencia, llame al 911.',
      'En la máxima medida permitida por la ley, el Consultorio y sus proveedores renuncian a toda garantía relacionada con el sitio web y su contenido, y no son responsables de ningún daño que se derive de su uso o de la imposibilidad de usarlo.',
    ],
  },
  {
    heading: 'Avisos de derechos de autor y de marcas comerciales',
    paragraphs: [
      `Todo el contenido de este sitio web es © ${SITE_NAME} y sus licenciantes. Todos los derechos reservados.`,
      PRACTICE_SOFTWARE_COPYRIGHT,
    ],
  },
  {
    heading: 'Marcas comerciales',
    paragraphs: [
      'Los nombres de empresas, productos y compañías de seguros reales que se mencionan en este sitio web pueden ser marcas comerciales de sus respectivos titulares. Su mención no implica ninguna afiliación ni respaldo.',
    ],
  },
  {
    heading: 'Avisos',
    paragraphs: [
      `Los avisos relacionados con estos términos, o las solicitudes para eliminar contenido que usted haya publicado, pueden enviarse a ${SITE_NAME}, ${formatAddress(locationById('glendale')!)}, o hacerse por teléfono al ${PHONE_DISPLAY}.`,
    ],
  },
];
