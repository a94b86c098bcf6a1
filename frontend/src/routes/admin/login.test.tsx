import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as adminPathModule from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { apiClient } from '@/lib/api-client';
import AdminLoginRoute from './login';

// The build's path digest is absent in tests.
vi.mock('@/features/admin-responses/utils/admin-path', async (importOriginal) => ({
  ...(await importOriginal<typeof adminPathModule>()),
  isAdminPathSecret: vi.fn(async () => true),
}));

const secret = 'cd'.repeat(64);
const token = 'header.payload.signature';

/** The login forms the page posted, as the server would read them. */
let postedForms: URLSearchParams[];
let answerStatus: number;

// A stand-in API behind the real HTTP client: it records each request body and answers with
// `answerStatus` (200 with a token, or the API's error body).
const fakeLoginApi: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  postedForms.push(new URLSearchParams(String(config.data)));
  const response: AxiosResponse = {
    config,
    headers: {},
    status: answerStatus,
    statusText: '',
    data:
      answerStatus === 200
        ? { access_token: token, token_type: 'bearer', expires_in: 28_800 }
        : { error: { code: 'unauthorized', message: 'Invalid username or password.' } },
  };
  if (answerStatus === 200) return response;
  throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
};
const originalAdapter = apiClient.defaults.adapter;

function renderLoginPage() {
  return render(
    <MemoryRouter initialEntries={[`/admin/login/${secret}`]}>
      <Routes>
        <Route path="/admin/login/:secret" element={<AdminLoginRoute />} />
        <Route path="/admin/dashboard/:secret" element={<p>ダッシュボード</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillCredentials() {
  await userEvent.type(await screen.findByLabelText(/^ユーザー名/), 'ops-sato');
  await userEvent.type(screen.getByLabelText(/^パスワード/), 'correct horse battery');
}

beforeEach(() => {
  postedForms = [];
  answerStatus = 200;
  apiClient.defaults.adapter = fakeLoginApi;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  adminTokenStorage.clear();
});

describe('/admin/login/:secret second factor', () => {
  test('when the page opens, then an optional 確認コード（6桁） field for one-time codes is offered with a hint', async () => {
    renderLoginPage();

    const codeField = await screen.findByLabelText('確認コード（6桁）');

    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).not.toBeRequired();
    expect(codeField).toHaveAccessibleDescription(
      '二段階認証を設定している場合のみ、認証アプリに表示される6桁の数字を入力してください。',
    );
  });

  test('when a code is typed in full-width digits with a space, then it is sent as 6 digits and the dashboard opens', async () => {
    renderLoginPage();
    await fillCredentials();

    await userEvent.type(screen.getByLabelText('確認コード（6桁）'), '１２３　４５６');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('ダッシュボード')).toBeInTheDocument();
    expect(postedForms.map((form) => Object.fromEntries(form))).toEqual([
      { username: 'ops-sato', password: 'correct horse battery', code: '123456' },
    ]);
    expect(adminTokenStorage.read()).toBe(token);
  });

  test('when no code is typed, then the login is sent without a code field', async () => {
    renderLoginPage();
    await fillCredentials();

    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('ダッシュボード')).toBeInTheDocument();
    expect(postedForms.map((form) => form.has('code'))).toEqual([false]);
  });

  test('when the code is not 6 digits, then the field says so and nothing is sent', async () => {
    renderLoginPage();
    await fillCredentials();

    await userEvent.type(screen.getByLabelText('確認コード（6桁）'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const codeField = screen.getByLabelText('確認コード（6桁）');
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(codeField).toHaveAccessibleDescription(
      expect.stringContaining('確認コードは6桁の数字で入力してください'),
    );
    expect(postedForms).toEqual([]);
  });

  test('when the login is refused, then one message covers password and code, and the used code is cleared', async () => {
    answerStatus = 401;
    renderLoginPage();
    await fillCredentials();

    await userEvent.type(screen.getByLabelText('確認コード（6桁）'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ログインに失敗しました。ユーザー名またはパスワードを確認してください。');
    expect(alert).toHaveTextContent(
      '二段階認証を設定している場合は、認証アプリの最新の確認コードを入力してください。',
    );
    expect(screen.getByLabelText('確認コード（6桁）')).toHaveValue('');
    expect(adminTokenStorage.read()).toBeNull();
  });
});
