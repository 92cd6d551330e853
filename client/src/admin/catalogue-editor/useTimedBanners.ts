import { useCallback, useEffect, useState } from 'react';

/** Success banners clear after 3 s and error banners after 5 s (docs/product.md). */
const SUCCESS_BANNER_MS = 3000;
const ERROR_BANNER_MS = 5000;

interface TimedBanners {
  success: string | null;
  error: string | null;
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
  clear: () => void;
}

export function useTimedBanners(): TimedBanners {
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [success]);

  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const showSuccess = useCallback((message: string) => {
    setError(null);
    setSuccess(message);
  }, []);
  const showError = useCallback((message: string) => {
    setSuccess(null);
    setError(message);
  }, []);
  const clear = useCallback(() => {
    setSuccess(null);
    setError(null);
  }, []);

  return { success, error, showSuccess, showError, clear };
}
