/** The client's name for the one money rule (shared/format/money): rand with two decimals. */
export { formatRand as formatZar, formatPackagePrice } from '@greenleaf/shared/format/money';
