import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlStyles, labelStyles } from './field-styles';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  /** Text, or copy broken between phrases (<Phrases>). */
  label: ReactNode;
  badge?: string;
}

export function TextareaField({ id, label, badge, ...props }: TextareaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {badge ? (
          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 align-middle text-[11px] font-bold text-slate-600">
            {badge}
          </span>
        ) : null}
      </label>
      <textarea id={id} rows={4} className={`${controlStyles(false)} resize-y`} {...props} />
    </div>
  );
}
