import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/** How far below (or above) the screen a section starts loading: about half a phone screen. */
const LOAD_MARGIN = '400px 0px';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The markup the server rendered for section `name`, while it is still on the page as it came. */
function serverMarkup(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-deferred-section="${name}"]`)?.innerHTML ?? null;
}

/**
 * A section below the fold whose code is loaded, and which React takes over, only when it is about to
 * be seen (or gets the focus or a touch first). Until then the first render in the browser keeps the
 * server's markup of it as it came (set as the holder's HTML, which hydration leaves alone: nothing
 * of it is evaluated, hydrated or re-rendered, whatever changes above it), so the first load
 * evaluates and hydrates only what the first screen shows. Its links work as plain links meanwhile.
 * When it is near, its chunk loads and React renders it in place of that markup in one commit (the
 * same markup: nothing moves). A press on one of its buttons before then (a tap arrives before the
 * chunk on a slow phone: the touch starts the loading) is not lost: it is played again on the same
 * button once React has rendered it. A page rendered in the browser (a visit that started elsewhere) has no
 * markup to keep: the section is rendered at once (its chunk loaded first). The server renders it
 * whole (read without scripts too). The stylesheets of what it shows must be in the page's own CSS
 * (imported by the page): its chunk's CSS would arrive only with it.
 */
export function deferredSection(name: string, load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | null = null;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loading().then((component) => ({ default: component })));

  function DeferredSection() {
    const holder = useRef<HTMLDivElement>(null);
    const [kept, setKept] = useState(() => (loaded ? null : serverMarkup(name)));
    const focused = useRef<number | null>(null);
    /** The control pressed in the kept markup, by its place among the section's controls. */
    const pressed = useRef<number | null>(null);

    useEffect(() => {
      const element = holder.current;
      if (kept === null || !element) return;
      let cancelled = false;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        observer?.disconnect();
        void loading().then(() => {
          if (cancelled) return;
          // The focus inside the kept markup (a keyboard user tabbed into it) moves to the same place.
          const active = document.activeElement;
          focused.current =
            active && element.contains(active)
              ? [...element.querySelectorAll(FOCUSABLE)].indexOf(active)
              : null;
          setKept(null);
        });
      };
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) start();
              },
              { rootMargin: LOAD_MARGIN },
            );
      if (observer) observer.observe(element);
      else start();
      // A press on a control of the kept markup (which has no handlers yet) is held and played again
      // once the section is rendered; a link is left to the browser (it works as a plain link).
      const press = (event: MouseEvent) => {
        const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
        if (!control || !element.contains(control) || control.matches('a[href]')) return;
        event.preventDefault();
        pressed.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(control);
        start();
      };
      element.addEventListener('focusin', start);
      element.addEventListener('pointerdown', start);
      element.addEventListener('click', press);
      return () => {
        cancelled = true;
        observer?.disconnect();
        element.removeEventListener('focusin', start);
        element.removeEventListener('pointerdown', start);
        element.removeEventListener('click', press);
      };
    }, [kept]);

    useLayoutEffect(() => {
      if (kept !== null || focused.current === null) return;
      const target = holder.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current];
      focused.current = null;
      target?.focus();
    }, [kept]);

    // After the commit that rendered the section (its handlers are in place): the held press.
    useEffect(() => {
      if (kept !== null || pressed.current === null) return;
      const target = holder.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[pressed.current];
      pressed.current = null;
      target?.click();
    }, [kept]);

    if (kept !== null) {
      return <div ref={holder} data-deferred-section={name} dangerouslySetInnerHTML={{ __html: kept }} />;
    }
    const Section = loaded;
    return (
      <div ref={holder} data-deferred-section={name}>
        {Section ? (
          <Section />
        ) : (
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        )}
      </div>
    );
  }
  return DeferredSection;
}
