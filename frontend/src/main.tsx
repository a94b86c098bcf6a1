import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
// Before the router mounts: the questionnaire's leave guard sees Back/Forward first.
import './lib/history-guard';
import './index.css';

// Self-hosted font, two weights. Their CSS is large (one @font-face per unicode-range subset, so
// the browser fetches only the glyph files a page uses); loading it after the first render keeps
// it from blocking paint, and font-display: swap shows the system font meanwhile.
void import('@fontsource/noto-sans-jp/400.css');
void import('@fontsource/noto-sans-jp/700.css');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
