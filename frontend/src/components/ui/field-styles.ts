/** Shared look of text inputs, selects and text areas; the red border mirrors aria-invalid. */
export function controlStyles(invalid: boolean): string {
  return `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none ${
    invalid ? 'border-red-500' : 'border-slate-300'
  }`;
}

export const labelStyles = 'mb-1.5 block text-sm font-bold text-slate-800';
