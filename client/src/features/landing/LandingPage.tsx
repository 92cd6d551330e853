import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';
import { deferredSection } from '../../lib/deferredSection';
import { HeroSection } from './HeroSection';
import { FeaturedServices } from './FeaturedServices';
// The deferred sections' own styles, in the page's first stylesheet (their server markup shows before
// their chunks load).
import '../packages/PackageCard.module.css';
import '../content/FaqAccordion.module.css';

/**
 * The landing page: the hero and the featured services come with the first load; every section
 * below them is its own chunk, loaded and hydrated when it is about to be seen (the server renders
 * the whole page, read without scripts too; see deferredSection.tsx).
 */
const PackagesSection = deferredSection('packages', () =>
  import('./PackagesSection').then((m) => m.PackagesSection),
);
const AboutSection = deferredSection('about', () => import('./AboutSection').then((m) => m.AboutSection));
const TestimonialsSection = deferredSection('testimonials', () =>
  import('./TestimonialsSection').then((m) => m.TestimonialsSection),
);
const FaqSection = deferredSection('questions', () =>
  import('../content/FaqSection').then((m) => m.FaqSection),
);
const CallToAction = deferredSection('call-to-action', () =>
  import('../content/CallToAction').then((m) => m.CallToAction),
);

export function LandingPage() {
  usePageTitle('');
  usePageDescription(
    'GreenLeaf Lawn Care: lawn mowing, garden care, landscaping and seasonal packages in Cape Town. See prices, pick a time slot and book online in minutes.',
  );
  return (
    <>
      <HeroSection />
      <FeaturedServices />
      <PackagesSection />
      <AboutSection />
      <TestimonialsSection />
      <FaqSection />
      <CallToAction />
    </>
  );
}
