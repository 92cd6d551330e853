import { COMPANY } from '../shell/navLinks';
import { FAQS, MORE_FAQS } from '../features/content/faqs';

/**
 * schema.org descriptions (JSON-LD) of the business and of what a page shows, for search engines.
 * Server-rendered only: none of this is in the browser's bundle.
 */
export type JsonLd = Record<string, unknown>;

/** The business, on every page: name, address, phone and the office hours of the contact page. */
export function localBusiness(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: COMPANY.name,
    url: `${origin}/`,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    priceRange: 'R',
    currenciesAccepted: 'ZAR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Unit 12, Century Park Business Park',
      addressLocality: 'Century City, Cape Town',
      addressRegion: 'Western Cape',
      postalCode: '7441',
      addressCountry: 'ZA',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '13:00' },
    ],
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
export function faqPageLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [...FAQS, ...MORE_FAQS].map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
