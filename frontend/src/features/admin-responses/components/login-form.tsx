import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loginAdmin } from '../api/login-admin';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** SPEC §5/§8: username and password required; one message for any failed login. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<'failed' | 'throttled' | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: FieldErrors = {
      username: username.trim() ? undefined : 'ユーザー名を入力してください',
      password: password ? undefined : 'パスワードを入力してください',
    };
    setErrors(nextErrors);
    if (nextErrors.username || nextErrors.password) return;

    setSubmitting(true);
    setFailure(null);
    try {
      const { access_token: token } = await loginAdmin({ username: username.trim(), password });
      onLoggedIn(token);
    } catch (error) {
      setFailure((error as { status?: number }).status === 429 ? 'throttled' : 'failed');
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="管理者ログイン">
      {failure ? (
        <Alert>
          ログインに失敗しました。ユーザー名またはパスワードを確認してください。
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
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'ログイン中...' : 'ログイン'}
      </Button>
    </form>
  );
}
