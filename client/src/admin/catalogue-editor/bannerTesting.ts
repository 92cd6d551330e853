import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Clicks `button` on a frozen clock and lets the save it starts settle (banners then time out by `vi`'s clock). */
export async function clickOnFrozenClock(button: HTMLElement): Promise<void> {
  vi.useFakeTimers();
  fireEvent.click(button);
  await act(async () => {
    await Promise.resolve();
  });
}

/** `text` is shown now, still shown 1 ms before `ms` have passed, and gone at `ms`. */
export function expectShownFor(text: string, ms: number): void {
  expect(screen.getByText(text)).toBeInTheDocument();
  void act(() => vi.advanceTimersByTime(ms - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  void act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}
