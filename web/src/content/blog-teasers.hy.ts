// The three articles' teasers in Eastern Armenian: blog-teasers.ts translated (formal address, the orthography used
// in Armenia). Not reviewed by a fluent reviewer.
import type { BlogTeaser } from './types';

export const BLOG_TEASERS = {
  adultPhysicals: {
    id: 1,
    slug: 'the-importance-of-adult-physicals-and-preventative-care',
    title: 'Մեծահասակների բժշկական զննման և կանխարգելիչ բժշկական օգնության կարևորությունը',
    excerpt:
      'Լավ ինքնազգացողությունը բժշկին այցելելու հիանալի պատճառ է։ Ահա թե ինչ է ներառում տարեկան բժշկական զննումը, ինչ սկրինինգային հետազոտություններ են սովորաբար անհրաժեշտ մեծահասակներին, և ինչպես առավելագույնս օգտվել ձեր այցից։',
    image: '/images/blog/adult-physicals.svg',
    link: '/blog/the-importance-of-adult-physicals-and-preventative-care',
    published: '2024-01-15',
  },
  allergySeason: {
    id: 2,
    slug: 'its-allergy-season-how-you-can-reduce-the-sniffling',
    title: 'Ալերգիաների սեզոնն է՝ ինչպես նվազեցնել քթահոսությունը',
    excerpt:
      'Փռշտոցը, աչքերի քորը և քթի խցանումը կարող են հյուծել ձեզ։ Այս գործնական քայլերը կարող են օգնել ձեզ ավելի լավ զգալ, իսկ ստորև կիմանաք, թե երբ արժե դիմել ձեր բուժաշխատողին։',
    image: '/images/blog/allergy-season.svg',
    link: '/blog/its-allergy-season-how-you-can-reduce-the-sniffling',
    published: '2024-03-20',
  },
  ivVitaminTherapy: {
    id: 3,
    slug: 'iv-vitamin-therapy-is-it-right-for-you',
    title: 'Ներերակային վիտամինային թերապիա՝ արդյո՞ք այն ձեզ համար է',
    excerpt:
      'Ներերակային կաթիլային ներարկումները տարածված են, բայց նախատեսված չեն բոլորի համար։ Ահա թե ինչ է ներառում ներերակային թերապիայի սեանսը, ինչ են ասում և ինչ չեն ասում գիտական տվյալները, և ինչ հարցեր տալ նախապես։',
    image: '/images/blog/iv-vitamin-therapy.svg',
    link: '/blog/iv-vitamin-therapy-is-it-right-for-you',
    published: '2024-05-08',
  },
} satisfies Record<string, BlogTeaser>;

/** The teasers in the spec's order. */
export const blogTeasers: BlogTeaser[] = [BLOG_TEASERS.adultPhysicals, BLOG_TEASERS.allergySeason, BLOG_TEASERS.ivVitaminTherapy];
