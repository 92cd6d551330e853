import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export const LOADER_DEFAULT_MS = 100;

interface LoaderContextValue {
  visible: boolean;
  /** Turns the full-screen loader on; it hides by itself after `hideAfterMs` (100 ms by default). */
  showLoader: (hideAfterMs?: number) => void;
  /** Keeps the loader on until `hideLoader` (for work of unknown length). */
  holdLoader: () => void;
  hideLoader: () => void;
}

const LoaderContext = createContext<LoaderContextValue | null>(null);

export function LoaderProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hideLoader = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);
  const holdLoader = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
  }, []);
  const showLoader = useCallback((hideAfterMs: number = LOADER_DEFAULT_MS) => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), hideAfterMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo(
    () => ({ visible, showLoader, holdLoader, hideLoader }),
    [visible, showLoader, holdLoader, hideLoader],
  );
  return <LoaderContext value={value}>{children}</LoaderContext>;
}

export function useLoader(): LoaderContextValue {
  const value = use(LoaderContext);
  if (!value) throw new Error('useLoader must be used inside <LoaderProvider>');
  return value;
}
