/** Visible "required" badge; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 align-middle text-[11px] font-bold text-white">
      必須
    </span>
  );
}
