// Generated at build time by vite-plugins/phrase-breaks.ts.
declare module 'virtual:phrase-breaks' {
  /** Fixed copy → the UTF-16 offsets at which BudouX starts a phrase after the first. */
  export const phraseBreaks: ReadonlyMap<string, readonly number[]>;
}
