import { addDays, maxOverviewPeriodDays, tokyoDayOf } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { OverviewPeriodForm } from './overview-period-form';

function renderForm() {
  const onShow = vi.fn();
  render(<OverviewPeriodForm onShow={onShow} />);
  return { onShow, user: userEvent.setup() };
}

describe('OverviewPeriodForm', () => {
  test('when shown, then both date fields offer only 1970-01-01 to 2100-12-31', () => {
    renderForm();

    for (const label of ['開始日', '終了日']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '1970-01-01');
      expect(screen.getByLabelText(label)).toHaveAttribute('max', '2100-12-31');
    }
  });

  test('when a day outside that range is typed, then it is refused under its field and nothing is asked', async () => {
    const { onShow, user } = renderForm();

    await user.type(screen.getByLabelText('終了日'), '9999-12-31');
    await user.click(screen.getByRole('button', { name: '表示' }));

    expect(screen.getByLabelText('終了日')).toHaveAccessibleDescription(
      expect.stringContaining('1970年1月1日から2100年12月31日までの日付を指定してください'),
    );
    expect(screen.getByLabelText('終了日')).toHaveFocus();
    expect(onShow).not.toHaveBeenCalled();
  });

  test('when the period is longer than three years, then it is refused under 開始日', async () => {
    const { onShow, user } = renderForm();

    await user.type(screen.getByLabelText('開始日'), '2020-01-01');
    await user.type(screen.getByLabelText('終了日'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '表示' }));

    expect(screen.getByText('期間は3年以内で指定してください')).toBeInTheDocument();
    expect(screen.getByLabelText('開始日')).toHaveFocus();
    expect(onShow).not.toHaveBeenCalled();
  });

  test('when only a start is given, then the three years are counted up to today in Tokyo', async () => {
    const { onShow, user } = renderForm();
    const today = tokyoDayOf(new Date());

    await user.type(screen.getByLabelText('開始日'), addDays(today, -maxOverviewPeriodDays));
    await user.click(screen.getByRole('button', { name: '表示' }));
    expect(screen.getByText('期間は3年以内で指定してください')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('開始日'));
    await user.type(screen.getByLabelText('開始日'), addDays(today, -(maxOverviewPeriodDays - 1)));
    await user.click(screen.getByRole('button', { name: '表示' }));

    expect(onShow).toHaveBeenCalledWith({ from: addDays(today, -(maxOverviewPeriodDays - 1)), to: '' });
  });
});
