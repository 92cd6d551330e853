/**
 * The wording of the marketing consent (POPIA section 69, docs/product.md "Privacy (POPIA)"): the one
 * copy. The client shows it next to the unticked checkbox (registration, the checkout's new account,
 * the profile) and the gateway records exactly this text with the consent's time.
 */
export const MARKETING_CONSENT_WORDING =
  'Send me occasional e-mails about seasonal lawn-care offers and new services from Greenleaf. I can withdraw this at any time on my profile.';
