import { questionnaireCatalogue } from '@app/shared/questionnaire';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { CompanyField, DropdownField } from '../types/diagnosis-draft';
import { basicInfoElementId, fieldControlId } from '../utils/element-ids';
import type { DiagnosisErrors } from '../utils/validate-diagnosis';

const dropdownLabels: Record<DropdownField, string> = {
  establishmentYear: '設立年数',
  industry: '業種',
  companySize: '従業員数',
  position: '役職',
};

interface BasicInfoSectionProps {
  values: Record<CompanyField, string>;
  errors: DiagnosisErrors;
  onChange: (field: CompanyField, value: string) => void;
}

export function BasicInfoSection({ values, errors, onChange }: BasicInfoSectionProps) {
  return (
    <section
      id={basicInfoElementId}
      aria-labelledby="basic-info-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="basic-info-heading" className="mb-5 text-lg font-bold text-slate-900">
        基本情報
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            id={fieldControlId('companyName')}
            label="会社名"
            required
            autoComplete="organization"
            value={values.companyName}
            error={errors.companyName}
            placeholder="例：株式会社〇〇"
            onChange={(event) => onChange('companyName', event.target.value)}
          />
        </div>
        {(Object.keys(dropdownLabels) as DropdownField[]).map((field) => (
          <SelectField
            key={field}
            id={fieldControlId(field)}
            label={dropdownLabels[field]}
            required
            options={questionnaireCatalogue.dropdowns[field]}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
    </section>
  );
}
