import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

interface PageLayoutProps {
  /** Document title; React 19 hoists <title> into <head>. */
  title: string;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}

/** Header, centred main column and footer shared by the flow pages after the landing. */
export function PageLayout({ title, children, width = 'narrow' }: PageLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      <SkipLink />
      <SiteHeader />
      <main
        id={mainContentId}
        tabIndex={-1}
        className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0 ${width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
