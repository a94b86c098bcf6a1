import { adminLoginRequestSchema } from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loginAdmin } from '../api/login-admin';

interface FieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

/** Full-width digits and spaces, as a Japanese input method may type them, become `123456`. */
const normalizeCode = (value: string) => value.normalize('NFKC').replace(/\s/g, '');

/**
 * SPEC §5/§8: username and password required; one message for any failed login. The TOTP code is
 * always offered (optional): asking for it only after a right password would tell which factor
 * failed.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<'failed' | 'throttled' | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedCode = normalizeCode(code);
    const nextErrors: FieldErrors = {
      username: username.trim() ? undefined : 'ユーザー名を入力してください',
      password: password ? undefined : 'パスワードを入力してください',
      code: adminLoginRequestSchema.shape.code.safeParse(typedCode).success
        ? undefined
        : '確認コードは6桁の数字で入力してください',
    };
    setErrors(nextErrors);
    if (nextErrors.username || nextErrors.password || nextErrors.code) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { access_token: token } = await loginAdmin({
        username: username.trim(),
        password,
        code: typedCode || undefined,
      });
      onLoggedIn(token);
    } catch (error) {
      setFailure((error as { status?: number }).status === 429 ? 'throttled' : 'failed');
      // Each code is accepted once and changes every 30 seconds: the next try needs a fresh one.
      setCode('');
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="管理者ログイン">
      {failure ? (
        <Alert>
          ログインに失敗しました。ユーザー名またはパスワードを確認してください。
          <span className="mt-1 block">
            二段階認証を設定している場合は、認証アプリの最新の確認コードを入力してください。
          </span>
          {failure === 'throttled' ? (
            <span className="mt-1 block">しばらく時間をおいてから再度お試しください。</span>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        id="admin-username"
        label="ユーザー名"
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          setErrors((current) => ({ ...current, username: undefined }));
        }}
      />
      <TextField
        id="admin-password"
        label="パスワード"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <TextField
        id="admin-totp-code"
        label="確認コード（6桁）"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="二段階認証を設定している場合のみ、認証アプリに表示される6桁の数字を入力してください。"
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'ログイン中...' : 'ログイン'}
      </Button>
    </form>
  );
}
