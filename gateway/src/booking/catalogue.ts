/** Loads what the pricing module needs from the api: four list calls, shared within the request. */
import type { ApiClient } from '../api/client.js';
import type { PricingCatalogue } from '../pricing/index.js';

export async function loadPricingCatalogue(api: ApiClient): Promise<PricingCatalogue> {
  const [services, packages, seasons, modifiers] = await Promise.all([
    api.get('services/list.php'),
    api.get('packages/list.php'),
    api.get('seasons/list.php'),
    api.get('modifier/list.php'),
  ]);
  return { services, packages, seasons, modifiers };
}
