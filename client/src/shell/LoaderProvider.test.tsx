import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../test-utils/render';
import { LoaderOverlay } from './LoaderOverlay';
import { LOADER_DEFAULT_MS, useLoader } from './LoaderProvider';

function Harness() {
  const { visible, showLoader } = useLoader();
  return (
    <>
      <button onClick={() => showLoader()}>load</button>
      <LoaderOverlay visible={visible} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the full-screen loader', () => {
  it("shows 'Loading, please wait...' and hides itself after 100 ms by default", () => {
    vi.useFakeTimers();
    render(<Harness />);
    expect(screen.queryByText('Loading, please wait...')).toBeNull();
    void act(() => screen.getByRole('button', { name: 'load' }).click());
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(LOADER_DEFAULT_MS - 1));
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Loading, please wait...')).toBeNull();
    expect(LOADER_DEFAULT_MS).toBe(100);
  });
});
