// The PRIVACY POLICY in Spanish: privacy-policy.ts translated (formal usted, Spanish as spoken in Los Angeles), the
// seven sections in the spec's order. Not reviewed by a fluent reviewer.
import { formatAddress, locationById } from '../locations';
import type { LegalSection } from '../types';
import { PHONE_DISPLAY, SITE_NAME } from '../site';
import { GOVERNING_NOTES } from './governing-note';

export const GOVERNING_NOTE = GOVERNING_NOTES.es;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Declaración de privacidad',
    paragraphs: [
      `Proteger su información privada es nuestra prioridad. Esta Declaración de Privacidad se aplica al sitio web de ${SITE_NAME} y rige la recopilación y el uso de datos. Al usar este sitio web, usted da su consentimiento a las prácticas de datos que se describen en esta declaración.`,
      'La información médica que usted nos proporciona como paciente también está protegida por las leyes federales y estatales de privacidad de la salud; nuestro Aviso de Prácticas de Privacidad, disponible en nuestras oficinas, describe esos derechos.',
    ],
  },
  {
    heading: 'Recopilación de su información personal',
    paragraphs: [
      `${SITE_NAME} puede recopilar información de identificación personal, como su dirección de correo electrónico, su nombre, su dirección particular o del trabajo y su número de teléfono. También podemos recopilar información demográfica anónima, que no es exclusiva de usted, como su código postal, edad, género, preferencias, intereses y favoritos.`,
      'Es posible que se recopile automáticamente información sobre el hardware y el software de su computadora, incluidos su dirección IP, el tipo de navegador, los nombres de dominio, las horas de acceso y las direcciones de los sitios web de referencia. Esta información se utiliza para operar el servicio, mantener su calidad y proporcionar estadísticas generales sobre el uso del sitio web.',
    ],
  },
  {
    heading: 'Uso de su información personal',
    paragraphs: [
      `${SITE_NAME} recopila y utiliza su información personal para operar este sitio web y prestar los servicios que usted ha solicitado. También podemos utilizarla para informarle sobre otros servicios que ofrecemos, y podemos comunicarnos con usted mediante encuestas para conocer su opinión sobre los servicios actuales o sobre posibles servicios nuevos.`,
      `${SITE_NAME} no vende, alquila ni arrienda sus listas de clientes a terceros. Podemos compartir datos con socios de confianza para que nos ayuden a realizar análisis estadísticos, enviarle correo electrónico o postal, brindar atención al cliente o coordinar entregas. Dichos socios tienen prohibido utilizar su información personal salvo para prestarnos estos servicios, y están obligados a mantener la confidencialidad de su información.`,
      `${SITE_NAME} no utiliza ni divulga información personal sensible, como raza, religión o afiliación política, sin su consentimiento explícito.`,
      `${SITE_NAME} divulgará su información personal sin previo aviso únicamente si la ley así lo exige o si considera de buena fe que dicha acción es necesaria para cumplir con la ley o con un proceso legal que se nos haya notificado.`,
    ],
  },
  {
    heading: 'Uso de cookies',
    paragraphs: [
      'Este sitio web puede utilizar cookies para ayudar a personalizar su experiencia en línea. Una cookie es un pequeño archivo de texto que un servidor web coloca en su dispositivo. Las cookies no pueden utilizarse para ejecutar programas ni para transmitir virus a su computadora, y solo puede leerlas el servidor web del dominio que las emitió.',
      'La mayoría de los navegadores aceptan cookies automáticamente, pero por lo general usted puede cambiar la configuración de su navegador para rechazarlas. Si rechaza las cookies, es posible que algunas funciones interactivas de este sitio web no funcionen como se espera.',
    ],
  },
  {
    heading: 'Seguridad de su información personal',
    paragraphs: [
      `${SITE_NAME} protege su información personal contra el acceso, el uso o la divulgación no autorizados. Cuando se transmite información personal a otros sitios web, esta se protege mediante cifrado, como el protocolo Secure Sockets Layer (SSL).`,
      'No se puede garantizar que ninguna transmisión de datos por internet sea completamente segura. Le pedimos que no envíe información médica por correo electrónico; en su lugar, llame a nuestra oficina.',
    ],
  },
  {
    heading: 'Cambios a esta declaración',
    paragraphs: [
      `${SITE_NAME} puede actualizar esta Declaración de Privacidad ocasionalmente para reflejar cambios en nuestras prácticas y servicios. Le recomendamos revisar esta página periódicamente. Si usted sigue usando el sitio web después de que se publiquen cambios, se entenderá que acepta la declaración actualizada.`,
    ],
  },
  {
    heading: 'Información de contacto',
    paragraphs: [
      `${SITE_NAME} agradece sus preguntas o comentarios sobre esta Declaración de Privacidad. Si considera que no hemos cumplido con esta declaración, comuníquese con nosotros:`,
      `${SITE_NAME}, ${formatAddress(locationById('glendale')!)}. Teléfono: ${PHONE_DISPLAY}.`,
    ],
  },
];
