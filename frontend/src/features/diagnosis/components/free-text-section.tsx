import type { FreeText } from '@app/shared/contract';
import { freeTextPrompts, type FreeTextKey } from '@app/shared/questionnaire';
import { Phrases } from '@/components/ui/phrases';
import { TextareaField } from '@/components/ui/textarea-field';

interface FreeTextSectionProps {
  values: FreeText;
  onChange: (key: FreeTextKey, value: string) => void;
}

export function FreeTextSection({ values, onChange }: FreeTextSectionProps) {
  return (
    <section
      aria-labelledby="free-text-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="free-text-heading" className="text-lg font-bold text-slate-900">
        自由記述
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        任意の項目です。ご記入いただくと、より具体的な診断レポートをお届けできます。
      </p>
      <div className="space-y-5">
        {freeTextPrompts.map((prompt, index) => (
          <TextareaField
            key={prompt.key}
            id={`free-text-${prompt.key}`}
            label={
              <>
                {index + 1}. <Phrases text={prompt.label} />
              </>
            }
            badge="任意"
            placeholder={prompt.placeholder}
            value={values[prompt.key]}
            onChange={(event) => onChange(prompt.key, event.target.value)}
          />
        ))}
      </div>
    </section>
  );
}
