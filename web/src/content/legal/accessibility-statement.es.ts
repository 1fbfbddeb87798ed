// The accessibility statement in Spanish: accessibility-statement.ts translated (formal usted, Spanish as spoken in
// Los Angeles). Not reviewed by a fluent reviewer.
import type { LegalSection } from '../types';
import { EMAIL, PHONE_DISPLAY, SITE_NAME } from '../site';
import { GOVERNING_NOTES } from './governing-note';

export const GOVERNING_NOTE = GOVERNING_NOTES.es;

export const ACCESSIBILITY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Nuestro compromiso',
    paragraphs: [
      `${SITE_NAME} quiere que todos los pacientes y visitantes puedan usar este sitio web, incluidas las personas que utilizan tecnologías de asistencia. Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, y probamos nuestras páginas con verificaciones automatizadas y de forma manual, con teclado y con lectores de pantalla.`,
    ],
  },
  {
    heading: 'Herramientas de accesibilidad en este sitio web',
    paragraphs: [
      'Todas las páginas, excepto el formulario de comentarios, tienen un botón de accesibilidad en una esquina de la pantalla. El botón abre un panel con estas opciones:',
    ],
    list: [
      'Alto contraste, que refuerza el contraste entre el texto y el fondo;',
      'Inversión de colores, que invierte los colores de la página;',
      'Lector de pantalla, que lee en voz alta el texto que usted seleccione, o el texto principal de la página cuando no hay nada seleccionado, con la función de voz de su navegador;',
      'Restablecer todo, que vuelve a desactivar todas las opciones.',
    ],
  },
  {
    heading: 'Lo que hemos hecho',
    paragraphs: [
      'Las páginas usan encabezados en orden, textos de enlace descriptivos y etiquetas en cada campo de formulario. Cada imagen tiene una alternativa de texto, el foco del teclado siempre es visible y los colores del texto cumplen las pautas de contraste sobre nuestros fondos color crema y azul marino. El contenido se puede ampliar con el zoom de su navegador sin que se pierda información.',
    ],
  },
  {
    heading: 'Limitaciones conocidas',
    paragraphs: [
      'Los mapas integrados y algunas de las páginas a las que enlazamos los proporcionan otras empresas, y no podemos controlar por completo su accesibilidad. La dirección de cada clínica siempre aparece como texto junto a su mapa.',
    ],
  },
  {
    heading: 'Infórmenos sobre una barrera',
    paragraphs: [
      `Si algo en este sitio web le resulta difícil de usar, le pedimos que nos lo diga. Llame al ${PHONE_DISPLAY} en horario de atención o escriba a ${EMAIL}, describa la página y el problema, y trabajaremos para solucionarlo y, mientras tanto, para darle de otra manera la información que necesita. Nuestro personal también puede ayudarle a hacer una cita por teléfono.`,
    ],
  },
];
