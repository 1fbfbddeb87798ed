import { describe, expect, it, vi } from 'vitest';
import { catalogPlugin, SPLIT_NAMESPACES } from '../../scripts/catalog-plugin.mjs';
import { CATALOGS } from '../test-support/catalogs';
import { activateLanguage, namespacesLoaded, namespacesReady, t, type Namespace } from './catalog';
import { withNamespaces } from './with-namespaces';

// Decision 93: one catalog file per language, split at build by id prefix, so a page loads only what it speaks.
const plugin = catalogPlugin();
const source = JSON.stringify(CATALOGS.es);
const idsOfChunk = (query: string): string[] => {
  const transform = plugin.transform as (code: string, id: string) => { code: string };
  const { code } = transform(source, `/web/src/i18n/catalogs/web.es.json${query}`);
  const json = JSON.parse(/^export default JSON\.parse\((.*)\);$/m.exec(code)![1]!) as string;
  return Object.keys((JSON.parse(json) as { messages: object }).messages);
};
const allIds = Object.keys(CATALOGS.es.messages);
/** Whether an id belongs to a namespace narrower than `namespace` (`page.about` within `page`). */
const inNarrower = (id: string, namespace: string) =>
  SPLIT_NAMESPACES.some((other) => other.startsWith(`${namespace}.`) && id.startsWith(`${other}.`));

describe('the catalogs split by namespace', () => {
  it("splits off the namespaces the runtime loads on their own, named with the core's catalog by the base of the same language only", () => {
    expect(SPLIT_NAMESPACES).toEqual([
      'booking',
      'manage',
      'offer',
      'waitlist',
      'page',
      'home',
      'search',
      'page.about',
      'page.vision',
      'page.contact',
      'page.press',
      'page.concierge',
      'page.iv',
      'page.provider',
      'page.location',
      'page.testimonials',
      'page.feedback',
    ] satisfies Namespace[]);
    const transform = plugin.transform as (code: string, id: string) => { code: string };
    const base = transform(source, '/web/src/i18n/catalogs/web.es.json?ns=base').code;
    expect([...base.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1])).toEqual([
      ...SPLIT_NAMESPACES.map((namespace) => `./web.es.json?ns=${namespace}`),
      '@clinic/core/catalogs/core.es',
    ]);
  });

  it.each(SPLIT_NAMESPACES)('gives the %s chunk its own ids only', (namespace) => {
    const ids = idsOfChunk(`?ns=${namespace}`);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id.startsWith(`${namespace}.`))).toEqual([]);
    expect(ids).toEqual(allIds.filter((id) => id.startsWith(`${namespace}.`) && !inNarrower(id, namespace)));
  });

  // Issue #37: the about, vision, contact and press pages' words are theirs alone, not every content page's.
  it("leaves a page's own namespace out of the page chunk every content page loads", () => {
    const page = idsOfChunk('?ns=page');
    expect(page).toContain('page.blog.title');
    expect(page.filter((id) => id.startsWith('page.about.'))).toEqual([]);
    expect(idsOfChunk('?ns=page.about')).toContain('page.about.storyBegan');
  });

  it('keeps every split namespace out of the base chunk, which every page loads', () => {
    const base = idsOfChunk('?ns=base');
    expect(base.filter((id) => SPLIT_NAMESPACES.some((namespace) => id.startsWith(`${namespace}.`)))).toEqual([]);
    expect(base).toContain('nav.services');
    // Between them the chunks carry the whole file: nothing is lost by the split.
    expect([...base, ...SPLIT_NAMESPACES.flatMap((namespace) => idsOfChunk(`?ns=${namespace}`))].sort()).toEqual([...allIds].sort());
  });

  it('fails the build on a namespace it does not know', () => {
    expect(() => idsOfChunk('?ns=bookings')).toThrow(/no message namespace "bookings"/);
  });
});

describe('a chunk that speaks its own namespaces', () => {
  it('asks for its messages in the same moment as its code, and is loaded only once both are in', async () => {
    await activateLanguage('es');
    expect(namespacesLoaded(['booking'])).toBe(false);
    let arrive!: (value: string) => void;
    const code = new Promise<string>((resolve) => (arrive = resolve));
    let value: string | undefined;
    const dialog = withNamespaces({ loaded: () => value, load: () => code.then((v) => (value = v)) }, ['booking']);
    const loading = dialog.load();
    // The code has not arrived, and the messages come in anyway: they did not wait for it.
    await vi.waitFor(() => expect(namespacesLoaded(['booking'])).toBe(true));
    expect(dialog.loaded()).toBeUndefined();
    arrive('dialog');
    await expect(loading).resolves.toBe('dialog');
    expect(dialog.loaded()).toBe('dialog');
    expect(t('booking.clinicTimeNote')).toBe(CATALOGS.es.messages['booking.clinicTimeNote' as keyof typeof CATALOGS.es.messages]);
  });
});

describe('words read below the fold (the home page bands)', () => {
  it('are a promise React can wait for until they are in, then one already settled, so a band renders at once', async () => {
    await activateLanguage('hy');
    expect(namespacesLoaded(['home'])).toBe(false);
    expect(t('home.aboutTitle')).toBe('home.aboutTitle');
    const ready = namespacesReady(['home']);
    // Asked for twice while it downloads (a band and its sibling), it is downloaded once.
    expect(namespacesReady(['home'])).toBe(ready);
    await ready;
    expect(ready).toMatchObject({ status: 'fulfilled' });
    expect(t('home.aboutTitle')).toBe(CATALOGS.hy.messages['home.aboutTitle' as keyof typeof CATALOGS.hy.messages]);
    // A page language activated again starts over: its words are asked for in it.
    await activateLanguage('es');
    expect(namespacesLoaded(['home'])).toBe(false);
    await namespacesReady(['home']);
    expect(t('home.aboutTitle')).toBe(CATALOGS.es.messages['home.aboutTitle' as keyof typeof CATALOGS.es.messages]);
  });
});
