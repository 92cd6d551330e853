/**
 * The fixed heights of the catalogue's pictures, shared by the picture and its loading placeholder so
 * the one takes the other's place without moving anything.
 */
export const CARD_IMAGE_HEIGHT = 180;

/** The picture on a service's own page (and in its modal), by breakpoint. */
export const DETAIL_IMAGE_HEIGHT = { base: 200, sm: 280, md: 360 } as const;
