import type { UserInfo } from '@app/shared/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkUserInfo, type UserInfoErrors } from '../utils/validate-user-info';

interface UserInfoFormProps {
  initialValues?: UserInfo;
  onBack: (values: UserInfo) => void;
  /** Receives the values normalised as the API stores them (full-width digits, +81, …). */
  onSubmit: (values: UserInfo) => void;
  /** Told of every change, to keep a draft of it. */
  onChange?: (values: UserInfo) => void;
}

const fields = ['name', 'email', 'phone'] as const;
const controlId = (field: keyof UserInfo) => `user-info-${field}`;

export function UserInfoForm({ initialValues, onBack, onSubmit, onChange }: UserInfoFormProps) {
  const [values, setValues] = useState<UserInfo>(initialValues ?? { name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<UserInfoErrors>({});

  useEffect(() => {
    onChange?.(values);
  }, [values, onChange]);

  const change = (field: keyof UserInfo, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUserInfo(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = fields.find((field) => checked.errors[field]);
      if (first) document.getElementById(controlId(first))?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.values);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="連絡先の入力" className="space-y-5">
      <TextField
        id={controlId('name')}
        label="氏名"
        required
        autoComplete="name"
        placeholder="例：山田 太郎"
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextField
        id={controlId('email')}
        label="メールアドレス"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="例：taro.yamada@example.co.jp"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        id={controlId('phone')}
        label="電話番号"
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="例：03-1234-5678"
        hint="ハイフンやスペースの有無、全角・半角はどちらでも構いません（+81 からの番号も可）"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => change('phone', event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 pt-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={() => onBack(values)}>
          入力内容に戻る
        </Button>
        <Button type="submit" size="lg">
          診断結果を見る
        </Button>
      </div>
    </form>
  );
}
