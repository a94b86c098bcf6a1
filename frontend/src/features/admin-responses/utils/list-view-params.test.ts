import { describe, expect, test } from 'vitest';
import { defaultListView, readListView, toListSearchParams, type ListView } from './list-view-params';

describe('list view in the dashboard URL', () => {
  test('when a view is written to the URL and read back, then it is the same view', () => {
    const view: ListView = {
      filters: {
        q: 'ﾐﾗｲ 03-1234',
        companyName: '商事',
        timestamp: '2026-03-02',
        noFrom: '3',
        noTo: '40',
        leadStatus: 'in_progress,negotiating',
        source: 'newsletter',
        owner: 'none',
      },
      limit: 30,
      page: 2,
      sort: { key: 'fit', order: 'asc' },
    };

    const params = toListSearchParams(view);

    expect(params.toString()).toBe(
      'q=%EF%BE%90%EF%BE%97%EF%BD%B2+03-1234&companyName=%E5%95%86%E4%BA%8B&timestamp=2026-03-02&noFrom=3&noTo=40&leadStatus=in_progress%2Cnegotiating&source=newsletter&owner=none&limit=30&page=3&sort=fit&order=asc',
    );
    expect(readListView(new URLSearchParams(params.toString()))).toEqual(view);
  });

  test('when the view is the plain list, then the URL carries no parameter', () => {
    expect(toListSearchParams(defaultListView).toString()).toBe('');
    expect(readListView(new URLSearchParams())).toEqual(defaultListView);
  });

  test('when the URL holds values the form could not have produced, then each falls back to its default', () => {
    const view = readListView(
      new URLSearchParams(
        'limit=33&page=-2&sort=name&order=up&noFrom=abc&timestamp=yesterday&leadStatus=won,lost',
      ),
    );

    expect(view).toEqual({
      ...defaultListView,
      filters: { ...defaultListView.filters, leadStatus: 'won' },
    });
  });

  test("when the URL is the lead e-mail's link to one lead (?no=42), then the list holds that number alone", () => {
    expect(readListView(new URLSearchParams('no=42')).filters).toMatchObject({ noFrom: '42', noTo: '42' });
  });
});
