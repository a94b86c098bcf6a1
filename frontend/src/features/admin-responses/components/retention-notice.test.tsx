import type { RetentionPreview } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getRetentionPreview } from '../api/get-retention-preview';
import { RetentionNotice } from './retention-notice';

vi.mock('../api/get-retention-preview', () => ({ getRetentionPreview: vi.fn() }));
const previewMock = vi.mocked(getRetentionPreview);

const preview: RetentionPreview = {
  months: 24,
  holdStatuses: ['in_progress', 'negotiating'],
  // 2026-11-25 13:00 in Japan.
  nextSweepAt: '2026-11-25T04:00:00.000Z',
  dueCount: 3,
  due: [
    { no: 12, timestamp: '2024-11-25T01:00:00.000Z', companyName: '株式会社ミライ', leadStatus: 'new' },
    { no: 15, timestamp: '2024-11-25T02:00:00.000Z', companyName: '青葉工業', leadStatus: 'won' },
  ],
  heldCount: 4,
};

beforeEach(() => {
  previewMock.mockReset();
});

describe('RetentionNotice', () => {
  test('when the next sweep will erase leads, then it says when, how many and which, and what it keeps', async () => {
    previewMock.mockResolvedValue(preview);
    const onShowLead = vi.fn();
    render(<RetentionNotice token="t0ken" version={0} onShowLead={onShowLead} />);

    const notice = await screen.findByRole('region', { name: '連絡先の自動消去（受付から24か月）' });

    expect(notice).toHaveTextContent('次回 2026-11-25 13:00:00 に3件の連絡先を消去します。');
    expect(notice).toHaveTextContent('対応中・商談化の回答は消去せず保持します（期限を過ぎて保持中：4件）。');
    expect(notice).toHaveTextContent('ほか1件');
    await userEvent.click(screen.getByRole('button', { name: 'No.15 青葉工業（成約）' }));
    expect(onShowLead).toHaveBeenCalledWith(15);
    expect(previewMock).toHaveBeenCalledWith(expect.objectContaining({ token: 't0ken' }));
  });

  test('when nothing is due, then it says so', async () => {
    previewMock.mockResolvedValue({ ...preview, dueCount: 0, due: [], holdStatuses: [], heldCount: 0 });
    render(<RetentionNotice token="t0ken" version={0} onShowLead={vi.fn()} />);

    expect(await screen.findByRole('region')).toHaveTextContent(
      '次回 2026-11-25 13:00:00 に消去する連絡先はありません。',
    );
    expect(screen.queryByText(/保持します/)).not.toBeInTheDocument();
  });

  test('when no retention period is set, then nothing is shown', async () => {
    previewMock.mockResolvedValue({ ...preview, months: 0, nextSweepAt: null, dueCount: 0, due: [] });
    const { container } = render(<RetentionNotice token="t0ken" version={0} onShowLead={vi.fn()} />);

    await vi.waitFor(() => expect(previewMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  test('when the version changes, then the preview is read again', async () => {
    previewMock.mockResolvedValue(preview);
    const view = render(<RetentionNotice token="t0ken" version={0} onShowLead={vi.fn()} />);
    await screen.findByRole('region');

    view.rerender(<RetentionNotice token="t0ken" version={1} onShowLead={vi.fn()} />);

    await vi.waitFor(() => expect(previewMock).toHaveBeenCalledTimes(2));
  });

  test('when the preview cannot be read, then a short line says so', async () => {
    previewMock.mockRejectedValue(new ApiError('boom', 500, 'internal'));
    render(<RetentionNotice token="t0ken" version={0} onShowLead={vi.fn()} />);

    expect(await screen.findByText('連絡先の自動消去の予定を取得できませんでした。')).toBeInTheDocument();
  });
});
