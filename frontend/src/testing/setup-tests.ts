import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSiteInfo } from '@/lib/site-info';

// jsdom does not implement scrolling; tests spy on this no-op to assert scroll targets.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
window.scrollTo = () => {};
// jsdom has no beacons. Pages report their view to the funnel with one (hooks/use-funnel-step.ts):
// the stub keeps tests off the network and lets them assert what was sent.
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  writable: true,
  value: vi.fn(() => true),
});

afterEach(() => {
  cleanup();
  // Drafts of the questionnaire live here; each test starts without one.
  window.sessionStorage.clear();
  resetSiteInfo();
  vi.mocked(navigator.sendBeacon).mockClear();
});
