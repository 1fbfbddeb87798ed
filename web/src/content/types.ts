// Shapes of the site's static catalogues (website.md §3). Data lives beside this file, one module per catalogue.

/** Slug of a service page: /services/{slug}. */
export interface Service {
  id: number;
  slug: string;
  title: string;
  /** Name of an inline SVG icon in components/icons. */
  icon: string;
  /** Path of a bundled illustration (SVG) used as the page hero. */
  heroImage: string;
  description: string;
  bullets: readonly [string, string, string];
  link: `/services/${string}`;
}

export type ProviderTitle = 'Internist & Primary Care Physician' | 'Family Nurse Practitioner' | 'Physician Assistant';

/** A provider as menus, cards, lists and the booking dialog show them (content/providers.ts). */
export interface ProviderSummary {
  id: number;
  /** Name with credentials, e.g. "Maya Rostami, MD". */
  name: string;
  /** Lowercase hyphenated name with credentials: "maya-rostami-md". */
  slug: string;
  title: ProviderTitle;
  /** The scheduler's provider id, so "Book with …" can pre-select this provider. */
  schedulerProviderId?: string;
  /** Sees patients only through concierge membership: never offered as bookable, sent to the concierge path (#31). */
  conciergeOnly?: true;
  /** Bundled photo URL (web/src/content/photos/providers/{slug}.jpg), or undefined for an initials avatar. */
  image?: string;
  /** Sized copies of the photo, when supplied, for a responsive srcset. */
  imageSrcSet?: string;
  link: `/provider/${string}`;
  features: {
    /** The languages they see patients in, e.g. "English, Armenian, Russian". */
    languages: string;
    location: string;
  };
}

/** What only a provider's profile says of them, in the page's language (content/provider-details.ts). */
export interface ProviderDetails {
  credential: string;
  education: string;
  focus: string;
  /** The bio's first paragraph; the second (where and when they see patients) follows from the roster. */
  about: string;
}

/** A provider's whole profile, as /provider/{slug} shows it (content/provider-profiles.ts). */
export interface ProviderProfile extends Omit<ProviderSummary, 'features'> {
  /** Lines on credential, education, language, location and focus, in that order. */
  features: {
    credential: string;
    education: string;
    languages: string;
    location: string;
    focus: string;
  };
  about: string;
}

export interface ClinicLocation {
  id: 'glendale' | 'la-canada' | 'burbank';
  name: string;
  address: { street: string; city: string; state: 'CA'; zip: string };
  phone: string;
  hours: { weekday: string; weekend: string };
  mapEmbed: string;
  mapUrl: string;
  locationUrl: `/locations/${string}`;
  reviewsUrl: string;
  /** Scheduler department id, so the clinic card's BOOK ONLINE can pre-select it. */
  schedulerDepartmentId?: string;
}

/** What a clinic's own page says of it, in the page's language (content/location-details.ts). */
export interface LocationDetails {
  /** The page's h1 and title: "Primary Care in Glendale". */
  heading: string;
  intro: string;
  directions: string;
  /** The link to the clinic's reviews, which opens in a new tab. */
  reviews: string;
  /** The title of the section listing the providers based there. */
  team: string;
}

export interface BlogPost extends BlogTeaser {
  body: readonly { heading?: string; paragraphs: readonly string[] }[];
}

/** What a list or carousel shows of an article. */
export interface BlogTeaser {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  link: `/blog/${string}`;
  published: string; // ISO date
}

export interface FaqItem {
  question: string;
  answer: string;
  /** Phrases of the answer that link to a site path. */
  links?: Readonly<Record<string, string>>;
}

export interface Award {
  name: string;
  image: string;
  href: string;
}

/** Broad family of a service; it picks the hero illustration, the "what to expect" steps and related links. */
export type ServiceCategory = 'chronic' | 'preventive' | 'acute' | 'diagnostics' | 'aesthetic';

/** A service with the extra copy its own page needs; still a plain Service for menus and search. */
export interface ServiceEntry extends Service {
  category: ServiceCategory;
}

/** What every language shares of a service (service-list.ts): the rest are its words and what follows from them. */
export type ServiceFacts = Pick<ServiceEntry, 'id' | 'slug' | 'icon' | 'category'>;

export interface Insurer {
  name: string;
  /** Bundled SVG wordmark (original, text-style; no real logo is copied). */
  logo: string;
  width: number;
  height: number;
}

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';
  href: string;
  /** The network's own name, in the icon-only link's accessible name (the footer words it in the page's language). */
  name: string;
}

export interface IvTherapy {
  id: string;
  name: string;
  description: string;
  ingredients: readonly string[];
  duration: string;
}

export interface ConciergeTier {
  id: string;
  name: string;
  summary: string;
  features: readonly string[];
  ivSessions: string;
}

/** One titled section of a legal page. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs that follow the list (the last paragraph before it introduces the list). */
  after?: readonly string[];
}

/** A site link as the header and the footer list it. */
export interface NavLink {
  label: string;
  to: string;
}
