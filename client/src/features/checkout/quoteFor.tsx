import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Whom and where the checkout's quote is for, as soon as the contact step knows it: the served suburb
 * (the call-out fee) and a new customer's valid e-mail and phone (the first-time discount; a signed-in
 * customer is known by the session). The summary and the contact step quote with the same values, so
 * the total shown is the one the booking is charged (docs/product.md, "Prices").
 */
interface QuoteFor {
  suburb: string | null;
  email: string | null;
  phone: string | null;
}

const NOBODY: QuoteFor = { suburb: null, email: null, phone: null };

const QuoteForContext = createContext<{ quoteFor: QuoteFor; setQuoteFor: (next: QuoteFor) => void }>({
  quoteFor: NOBODY,
  setQuoteFor: () => {},
});

export function QuoteForProvider({ children }: { children: ReactNode }) {
  const [quoteFor, setQuoteFor] = useState<QuoteFor>(NOBODY);
  const value = useMemo(() => ({ quoteFor, setQuoteFor }), [quoteFor]);
  return <QuoteForContext.Provider value={value}>{children}</QuoteForContext.Provider>;
}

export const useQuoteFor = () => useContext(QuoteForContext);

/** The quote's `address` and `customer` arguments (absent when not known: a visitor's plain quote). */
export function quoteArguments({ suburb, email, phone }: QuoteFor) {
  return {
    ...(suburb ? { address: { suburb } } : {}),
    ...(email || phone ? { customer: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {}),
  };
}
