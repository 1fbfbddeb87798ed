import { describe, expect, it } from 'vitest';
import { servicesContent } from './page-content';
import { SERVICE_LIST } from './service-list';
import { serviceTitlesContent } from './site-content';
import { services } from './services';

describe.each(['es', 'hy'] as const)('the service catalogue in %s (decision 98)', (language) => {
  it('names and describes every service, with the English links, icons and families', async () => {
    const { serviceData } = await servicesContent.load(language);
    const strip = ({ id, slug, icon, category, link, heroImage }: (typeof services)[number]) => ({
      id,
      slug,
      icon,
      category,
      link,
      heroImage,
    });
    expect(serviceData.map(strip)).toEqual(services.map(strip));
    for (const [i, service] of serviceData.entries()) {
      expect(service.title).not.toBe('');
      expect(service.description).not.toBe(services[i]?.description);
      expect(service.bullets).toHaveLength(3);
    }
  });

  it('gives the menus a name for every service, the same as the catalogue’s', async () => {
    const { SERVICE_TITLES } = await serviceTitlesContent.load(language);
    const { serviceData } = await servicesContent.load(language);
    expect(Object.keys(SERVICE_TITLES)).toEqual(SERVICE_LIST.map((s) => s.slug));
    expect(serviceData.map((s) => s.title)).toEqual(Object.values(SERVICE_TITLES));
  });
});
