import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getResponses } from '@/features/admin-responses/api/get-responses';
import { logoutAdmin } from '@/features/admin-responses/api/logout-admin';
import type * as adminPathModule from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { ApiError } from '@/lib/api-client';
import AdminDashboardRoute from './dashboard';

// The HTTP layer is replaced by fakes of the api modules; the build's path digest is absent in tests.
vi.mock('@/features/admin-responses/api/get-responses', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getResponses: vi.fn(),
}));
vi.mock('@/features/admin-responses/api/logout-admin', () => ({ logoutAdmin: vi.fn() }));
vi.mock('@/features/admin-responses/api/get-retention-preview', () => ({
  getRetentionPreview: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/features/admin-responses/utils/admin-path', async (importOriginal) => ({
  ...(await importOriginal<typeof adminPathModule>()),
  isAdminPathSecret: vi.fn(async () => true),
}));

const secret = 'ab'.repeat(64);
const token = 'header.payload.signature';

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={[`/admin/dashboard/${secret}`]}>
      <Routes>
        <Route path="/admin/dashboard/:secret" element={<AdminDashboardRoute />} />
        <Route path="/admin/login/:secret" element={<p>ログイン画面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getResponses).mockResolvedValue({ rows: [], total: 0, totalIsCapped: false });
  adminTokenStorage.write(token);
});
afterEach(() => {
  vi.mocked(getResponses).mockReset();
  vi.mocked(logoutAdmin).mockReset();
  adminTokenStorage.clear();
});

describe('/admin/dashboard/:secret logout', () => {
  test('when ログアウト is pressed, then the token is revoked on the server before it is cleared, and the login page opens', async () => {
    let storedDuringCall: string | null = null;
    vi.mocked(logoutAdmin).mockImplementation(async () => {
      storedDuringCall = adminTokenStorage.read();
    });
    renderDashboard();

    await userEvent.click(await screen.findByRole('button', { name: 'ログアウト' }));

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
    expect(logoutAdmin).toHaveBeenCalledExactlyOnceWith(token);
    expect(storedDuringCall).toBe(token);
    expect(adminTokenStorage.read()).toBeNull();
  });

  test('when the logout call fails, then the token is still cleared and the login page opens', async () => {
    vi.mocked(logoutAdmin).mockRejectedValue(
      new ApiError('Network Error', undefined, undefined, { network: true }),
    );
    renderDashboard();

    await userEvent.click(await screen.findByRole('button', { name: 'ログアウト' }));

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
    expect(logoutAdmin).toHaveBeenCalledExactlyOnceWith(token);
    expect(adminTokenStorage.read()).toBeNull();
  });
});
