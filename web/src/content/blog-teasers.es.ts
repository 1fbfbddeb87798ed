// The three articles' teasers in Spanish: blog-teasers.ts translated (formal usted, Spanish as spoken in Los Angeles).
// Not reviewed by a fluent reviewer.
import type { BlogTeaser } from './types';

export const BLOG_TEASERS = {
  adultPhysicals: {
    id: 1,
    slug: 'the-importance-of-adult-physicals-and-preventative-care',
    title: 'La importancia de los exámenes físicos para adultos y de la atención preventiva',
    excerpt:
      'Sentirse bien es una excelente razón para ver a su médico. Le explicamos qué incluye un examen físico anual, qué pruebas de detección suelen necesitar los adultos y cómo aprovechar al máximo su consulta.',
    image: '/images/blog/adult-physicals.svg',
    link: '/blog/the-importance-of-adult-physicals-and-preventative-care',
    published: '2024-01-15',
  },
  allergySeason: {
    id: 2,
    slug: 'its-allergy-season-how-you-can-reduce-the-sniffling',
    title: 'Llegó la temporada de alergias: cómo puede reducir el moqueo',
    excerpt:
      'Los estornudos, la picazón en los ojos y la nariz tapada pueden agotarlo. Estos pasos prácticos pueden ayudarle a sentirse mejor, y le explicamos cuándo vale la pena consultar a su profesional de la salud.',
    image: '/images/blog/allergy-season.svg',
    link: '/blog/its-allergy-season-how-you-can-reduce-the-sniffling',
    published: '2024-03-20',
  },
  ivVitaminTherapy: {
    id: 3,
    slug: 'iv-vitamin-therapy-is-it-right-for-you',
    title: 'Terapia intravenosa de vitaminas: ¿es adecuada para usted?',
    excerpt:
      'Los sueros intravenosos son populares, pero no son para todos. Le explicamos en qué consiste una sesión intravenosa, lo que la evidencia dice y lo que no dice, y las preguntas que conviene hacer primero.',
    image: '/images/blog/iv-vitamin-therapy.svg',
    link: '/blog/iv-vitamin-therapy-is-it-right-for-you',
    published: '2024-05-08',
  },
} satisfies Record<string, BlogTeaser>;

/** The teasers in the spec's order. */
export const blogTeasers: BlogTeaser[] = [BLOG_TEASERS.adultPhysicals, BLOG_TEASERS.allergySeason, BLOG_TEASERS.ivVitaminTherapy];
