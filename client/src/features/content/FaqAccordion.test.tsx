import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '../../test-utils/render';
import { FaqAccordion } from './FaqAccordion';
import { faqs } from './faqs';
import { TEST_SITE_INFO } from '../../test-utils/siteInfo';

const FAQS = faqs(TEST_SITE_INFO);

describe('FaqAccordion', () => {
  it('shows the four questions, all closed at first', () => {
    render(<FaqAccordion entries={FAQS} />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one at a time: opening one closes the other, clicking an open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQS} />);
    const home = screen.getByRole('button', { name: /need to be home/i });
    const callOut = screen.getByRole('button', { name: /call-out fee/i });

    await user.click(home);
    expect(home).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /need to be home/i })).toBeVisible();

    await user.click(callOut);
    expect(callOut).toHaveAttribute('aria-expanded', 'true');
    expect(home).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('30-minute range');

    await user.click(callOut);
    expect(callOut).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQS} />);
    await user.tab();
    expect(screen.getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
  });
});
