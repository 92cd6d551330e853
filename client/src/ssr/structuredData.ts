import type { SiteInfo } from '../app/siteInfo';
import { allFaqs } from '../features/content/faqs';
import { SITE_NAME } from '../lib/usePageTitle';

/**
 * schema.org descriptions (JSON-LD) of the business and of what a page shows, for search engines.
 * Server-rendered only: none of this is in the browser's bundle.
 */
export type JsonLd = Record<string, unknown>;

/** The business, on every page: name, address, phone and the office hours of the contact page. */
export function localBusiness(origin: string, info: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: SITE_NAME,
    url: `${origin}/`,
    telephone: info.phone,
    email: info.email,
    priceRange: 'R',
    currenciesAccepted: 'ZAR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      addressLocality: info.address.locality,
      addressRegion: info.address.region,
      postalCode: info.address.postalCode,
      addressCountry: 'ZA',
    },
    openingHoursSpecification: info.officeHours.flatMap(({ daysOfWeek, opens, closes }) =>
      opens && closes ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: daysOfWeek, opens, closes }] : [],
    ),
    areaServed: { '@type': 'City', name: 'Cape Town' },
  };
}

interface ServiceForLd {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null | undefined;
  fromPrice: number;
  category?: { name: string } | null;
}

/** A service page: the service, offered by the business from its lowest price, in rand. */
export function serviceLd(origin: string, service: ServiceForLd, image: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    image,
    url: `${origin}/service/${service.id}`,
    ...(service.category ? { category: service.category.name } : {}),
    provider: { '@id': `${origin}/#business` },
    areaServed: { '@type': 'City', name: 'Cape Town' },
    offers: {
      '@type': 'Offer',
      price: service.fromPrice.toFixed(2),
      priceCurrency: 'ZAR',
      availability: 'https://schema.org/InStock',
      url: `${origin}/service/${service.id}`,
    },
  };
}

/** The FAQ page: every question with its answer. */
export function faqPageLd(info: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqs(info).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
