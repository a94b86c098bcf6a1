import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSiteInfo } from '@/lib/site-info';

// jsdom does not implement scrolling; tests spy on this no-op to assert scroll targets.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Drafts of the questionnaire live here; each test starts without one.
  window.sessionStorage.clear();
  resetSiteInfo();
});
