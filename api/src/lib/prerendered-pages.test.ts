import { expect, test } from 'vitest';
import { modulePreloadFor } from './prerendered-pages';

const modulePreload = {
  '/diagnosis': ['/assets/diagnosis-a.js'],
  '/report/*': ['/assets/report-b.js', '/assets/zod-c.js'],
};

test('a path preloads its own modules, a path under a /* key that key’s, any other path none', () => {
  expect(modulePreloadFor(modulePreload, '/diagnosis')).toEqual(['/assets/diagnosis-a.js']);
  expect(modulePreloadFor(modulePreload, '/report/AbC123')).toEqual([
    '/assets/report-b.js',
    '/assets/zod-c.js',
  ]);
  expect(modulePreloadFor(modulePreload, '/report/')).toEqual([]);
  expect(modulePreloadFor(modulePreload, '/reports')).toEqual([]);
  expect(modulePreloadFor(modulePreload, '/start')).toEqual([]);
});
