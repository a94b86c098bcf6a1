import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
// Before the router mounts: the questionnaire's leave guard sees Back/Forward first.
import './lib/history-guard';
import { primeSiteInfo, readEmbeddedSiteInfo } from './lib/site-info';
import './index.css';

// The operator's details come with the page (the server writes them in), so the footer and the
// privacy policy need no request, and a prerendered page hydrates with what it was rendered with.
primeSiteInfo(readEmbeddedSiteInfo(document));

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
// The landing and consent pages arrive prerendered (app/prerender.tsx): hydrate their markup
// instead of replacing it. Every other path arrives with an empty #root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
