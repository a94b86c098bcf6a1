import type { SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { controlStyles, labelStyles } from './field-styles';
import { RequiredMark } from './required-mark';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  error?: string;
}

export function SelectField({ id, label, options, error, required, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlStyles(Boolean(error))} appearance-none pr-10`}
          {...props}
        >
          <option value="">お選びください</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-slate-500"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
