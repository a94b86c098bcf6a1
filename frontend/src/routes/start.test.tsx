import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import Start from './start';

describe('/start', () => {
  test('when consent is not given, then the start button stays disabled; once ticked it leads to /diagnosis', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Start />, { path: '/start' });
    const startButton = screen.getByRole('button', { name: '同意して診断を開始する' });
    expect(startButton).toBeDisabled();
    expect(screen.getByRole('heading', { name: '本診断の目的' })).toBeInTheDocument();
    expect(screen.getByText(/当社サービスのご提案に利用/)).toBeInTheDocument();
    expect(screen.getByTestId('privacy-policy')).toHaveClass('max-h-[500px]', 'overflow-y-auto');

    await user.click(screen.getByLabelText('本診断の目的およびプライバシーポリシーに同意する'));
    expect(startButton).toBeEnabled();
    await user.click(startButton);

    expect(view.currentLocation().pathname).toBe('/diagnosis');
  });
});
