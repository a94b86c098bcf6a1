import { afterEach, describe, expect, test } from 'vitest';
import { loadAcquisitionSource } from './acquisition-source';
import { captureAcquisitionSource } from './capture-acquisition-source';

const site = (search: string) => ({ search, hostname: 'dx.example.jp' });

afterEach(() => window.sessionStorage.clear());

describe('captureAcquisitionSource', () => {
  test('when the first page view carries UTM parameters and another site referred it, then they and the referrer host (no path) are kept', () => {
    captureAcquisitionSource(
      site('?utm_source=google&utm_medium=cpc&utm_campaign=%E7%A7%8B&utm_term=dx&utm_content=a&gclid=x'),
      'https://WWW.Google.co.jp/search?q=%E8%A8%BA%E6%96%AD',
    );

    expect(loadAcquisitionSource()).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: '秋',
      utmTerm: 'dx',
      utmContent: 'a',
      referrerHost: 'www.google.co.jp',
    });
    expect(window.sessionStorage.getItem('dx-diagnosis:source:v2')).not.toContain('search');
    expect(window.sessionStorage.getItem('dx-diagnosis:source:v2')).not.toContain('gclid');
  });

  test('when a later page view has other parameters, then the first one’s source stays', () => {
    captureAcquisitionSource(site('?utm_source=newsletter'), '');
    captureAcquisitionSource(site('?utm_source=other'), 'https://other.example.com/');

    expect(loadAcquisitionSource()).toEqual({ utmSource: 'newsletter' });
  });

  test('when the visit starts from our own page or without anything, then no source is sent', () => {
    captureAcquisitionSource(site(''), 'https://dx.example.jp/start');

    expect(loadAcquisitionSource()).toBeUndefined();
  });

  test('when a UTM value is over-long or holds control characters, then it is cut and cleaned to what the API accepts', () => {
    captureAcquisitionSource(site(`?utm_source=${'a'.repeat(300)}&utm_medium=e%0Amail`), '');

    expect(loadAcquisitionSource()).toEqual({ utmSource: 'a'.repeat(200), utmMedium: 'email' });
  });

  test('when the referrer host is not a plain host name, then it is left out', () => {
    captureAcquisitionSource(site('?utm_source=a'), 'https://a_b.example.com/path');

    expect(loadAcquisitionSource()).toEqual({ utmSource: 'a' });
  });

  test('when the tab kept its source before v2, then that source is sent and a later page view does not replace it', () => {
    window.sessionStorage.setItem('dx-diagnosis:source:v1', JSON.stringify({ utmSource: 'newsletter' }));

    captureAcquisitionSource(site('?utm_source=other'), 'https://other.example.com/');

    expect(loadAcquisitionSource()).toEqual({ utmSource: 'newsletter' });
  });
});
