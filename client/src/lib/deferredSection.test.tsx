import { createContext, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredSection } from './deferredSection';

/** jsdom has no IntersectionObserver: a stand-in whose callbacks the test calls (the browser's part). */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The browser saying the observed sections came near the screen. */
  static comeIntoView() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0) {
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

const Shade = createContext('light');

function Counter() {
  const shade = use(Shade);
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>Questions</h2>
      <p>{shade}</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count}
      </button>
    </section>
  );
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deferredSection', () => {
  it('renders the section at once when the page was not rendered by the server', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Section = deferredSection('browser-only', load);
    render(<Section />);
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it("keeps the server's markup, untouched by changes above it, until the section is near, then renders it in place", async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Section = deferredSection('questions-test', load);
    function Page({ shade }: { shade: string }) {
      return (
        <Shade value={shade}>
          <Section />
        </Shade>
      );
    }
    // What the server sends: the section rendered whole inside its holder.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Shade value="light">
        <div data-deferred-section="questions-test">
          <Counter />
        </div>
      </Shade>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page shade="light" />, { onRecoverableError: recoverable });
    });
    // A context above it changes before it is seen (the stored booking coming back does this).
    await act(async () => root!.render(<Page shade="dark" />));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.querySelector('p')).toHaveTextContent('light');

    await act(async () => FakeIntersectionObserver.comeIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).not.toBe(serverButton);
    expect(container.querySelector('p')).toHaveTextContent('dark');
    await userEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')).toHaveTextContent('Pressed 1');
    expect(recoverable).not.toHaveBeenCalled();
    await act(async () => root!.unmount());
    container.remove();
  });

  it('a press on a button of the kept markup before its chunk has come is played again once the section is rendered', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Section = deferredSection('pressed-early', load);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div data-deferred-section="pressed-early">
        <Counter />
      </div>,
    );
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Section />);
    });
    // The tap: its touch starts the loading; its click lands on markup that has no handler yet.
    await userEvent.click(container.querySelector('button')!);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toHaveTextContent('Pressed 0');

    await act(async () => arrive(Counter));
    expect(container.querySelector('button')).toHaveTextContent('Pressed 1');
    await act(async () => root!.unmount());
    container.remove();
  });
});
