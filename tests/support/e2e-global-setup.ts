import { forgetClaimedWeeks } from '../e2e/own-week';

/** Before a Playwright run: no far week is claimed yet (tests/e2e/own-week.ts). */
export default function globalSetup(): void {
  forgetClaimedWeeks();
}
