/**
 * What a partner's key reads of bookings and customers (docs/graphql.md, "Keys and scopes"; docs/product.md,
 * "API clients"): 'own', only the bookings its own client made and the customers it booked for; 'all',
 * every booking and customer of the company (as the scopes alone gave before). A new client is 'own'
 * unless the admin chooses 'all'; the clients made before there was a choice kept 'all' (migration 0069).
 */
import { z } from 'zod';

export const API_REACHES = ['own', 'all'] as const;

export type ApiReach = (typeof API_REACHES)[number];

/** A new client's reach when the admin does not choose one. */
export const NEW_CLIENT_REACH: ApiReach = 'own';

/** Each reach in the office's words. */
export const API_REACH_WORDS: Record<ApiReach, string> = {
  own: 'Only the bookings this client made, and the customers it booked for',
  all: 'Every booking and customer of the company',
};

export const zApiReach = z.enum(API_REACHES);
