import type { ReactNode } from 'react';

interface AlertProps {
  children: ReactNode;
  tone?: 'error' | 'info';
  title?: string;
}

/** An announced message block; errors use role="alert" so screen readers read them at once. */
export function Alert({ children, tone = 'error', title }: AlertProps) {
  const styles =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-blue-200 bg-blue-50 text-blue-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm leading-relaxed sm:text-base ${styles}`}
    >
      {title ? <p className="mb-1 font-bold">{title}</p> : null}
      {children}
    </div>
  );
}
