import { describe, expect, it } from 'vitest';
import { render } from '../test-utils/render';
import { usePageDescription } from './usePageDescription';

function Page({ description }: { description: string | null }) {
  usePageDescription(description);
  return null;
}

const content = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageDescription', () => {
  it("sets the page's description while it is shown and puts the site's back after", () => {
    const site = document.createElement('meta');
    site.name = 'description';
    site.content = 'The site.';
    document.head.append(site);

    const view = render(<Page description="Lawn mowing in Cape Town." />);
    expect(content()).toBe('Lawn mowing in Cape Town.');
    view.rerender(<Page description={null} />);
    expect(content()).toBe('The site.');
    view.rerender(<Page description={'A long one. '.repeat(30)} />);
    expect(content()!.length).toBeLessThanOrEqual(160);
    expect(content()).toMatch(/^A long one\. .*…$/);
    view.unmount();
    expect(content()).toBe('The site.');
    site.remove();
  });

  it('adds the tag when the page has none, and takes it away again', () => {
    const view = render(<Page description="Hedge trimming." />);
    expect(content()).toBe('Hedge trimming.');
    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
