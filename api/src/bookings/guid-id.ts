import { randomBytes } from 'node:crypto';

/** A booking's public id (`guid_id`, docs/product.md "booking ids"): `booking-` + 128 random bits in hex + `-` + the time in base 36; every booking, from a checkout, the office or a series. */
export const newGuidId = () => `booking-${randomBytes(16).toString('hex')}-${Date.now().toString(36)}`;
