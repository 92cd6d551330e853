/** How many photos one quote request may carry (the form, the gateway and the api agree). */
export const MAX_QUOTE_PHOTOS = 5;
