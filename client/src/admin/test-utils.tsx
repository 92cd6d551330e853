/**
 * Renders admin components for component tests: Mantine and a memory router, the way the app provides
 * them. (The public client's test-utils/render.tsx belongs to the public side; this keeps the admin
 * tests independent of it.)
 */
import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

function installBrowserStubs(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver, writable: true });
  }
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

installBrowserStubs();

interface AdminRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
}

export function renderAdmin(ui: ReactElement, { route = '/admin', ...options }: AdminRenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

export * from '@testing-library/react';
