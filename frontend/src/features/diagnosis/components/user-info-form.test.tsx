import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { UserInfoForm } from './user-info-form';

function renderForm() {
  const onSubmit = vi.fn();
  const onBack = vi.fn();
  render(<UserInfoForm onSubmit={onSubmit} onBack={onBack} />);
  return { onSubmit, onBack, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: '診断結果を見る' });

describe('UserInfoForm', () => {
  test('when submitted empty, then each required message is shown, linked and the name is focused', async () => {
    const { onSubmit, user } = renderForm();

    await user.click(submitButton());

    expect(screen.getByLabelText(/氏名/)).toHaveAccessibleDescription('氏名は必須です');
    expect(screen.getByLabelText(/メールアドレス/)).toHaveAccessibleDescription('メールアドレスは必須です');
    expect(screen.getByLabelText(/電話番号/)).toHaveAccessibleDescription(/電話番号は必須です/);
    expect(screen.getByLabelText(/氏名/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/氏名/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(['taro', 'taro@example', 'taro yamada@example.com', 'taro@exa mple.com'])(
    'when the e-mail is %s, then it is rejected',
    async (email) => {
      const { user } = renderForm();
      await user.type(screen.getByLabelText(/氏名/), '山田 太郎');
      await user.type(screen.getByLabelText(/メールアドレス/), email);

      await user.click(submitButton());

      expect(screen.getByText('有効なメールアドレスを入力してください')).toBeInTheDocument();
      expect(screen.getByLabelText(/メールアドレス/)).toHaveFocus();
    },
  );

  test.each(['03-1234-567', '090123456789', '03-1234-abcd', '123456789'])(
    'when the phone is %s, then it is rejected',
    async (phone) => {
      const { user } = renderForm();
      await user.type(screen.getByLabelText(/電話番号/), phone);

      await user.click(submitButton());

      expect(
        screen.getByText('有効な電話番号（ハイフンなし10桁または11桁）を入力してください'),
      ).toBeInTheDocument();
    },
  );

  test.each(['0312345678', '03-1234-5678', '090-1234-5678', '09012345678'])(
    'when the phone is %s, then it is accepted',
    async (phone) => {
      const { onSubmit, user } = renderForm();
      await user.type(screen.getByLabelText(/氏名/), ' 山田 太郎 ');
      await user.type(screen.getByLabelText(/メールアドレス/), 'taro@example.co.jp');
      await user.type(screen.getByLabelText(/電話番号/), phone);

      await user.click(submitButton());

      expect(onSubmit).toHaveBeenCalledWith({ name: '山田 太郎', email: 'taro@example.co.jp', phone });
    },
  );

  test('when a field is edited after an error, then its message disappears', async () => {
    const { user } = renderForm();
    await user.click(submitButton());

    await user.type(screen.getByLabelText(/メールアドレス/), 't');

    expect(screen.queryByText('メールアドレスは必須です')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('氏名は必須です')).toBeInTheDocument();
  });

  test('when going back, then the values typed so far are handed over without validation', async () => {
    const { onBack, user } = renderForm();
    await user.type(screen.getByLabelText(/氏名/), '山田');

    await user.click(screen.getByRole('button', { name: '入力内容に戻る' }));

    expect(onBack).toHaveBeenCalledWith({ name: '山田', email: '', phone: '' });
    expect(screen.queryByText('メールアドレスは必須です')).not.toBeInTheDocument();
  });
});
