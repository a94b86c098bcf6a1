/**
 * Says that this diagnosis follows an earlier one: what was carried over (the company data only)
 * and what the new report will add. A plain note, not an alert: nothing is wrong.
 */
export function RepeatDiagnosisNotice({ diagnosedOn }: { diagnosedOn: string }) {
  return (
    <section
      aria-labelledby="repeat-diagnosis-heading"
      className="mt-5 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm leading-relaxed text-blue-900 sm:text-base"
    >
      <h2 id="repeat-diagnosis-heading" className="font-bold">
        {`前回の診断（${diagnosedOn}）と比べる診断です`}
      </h2>
      <p className="mt-1">
        会社情報は前回の内容を入力済みです。変わった点があれば修正してください。設問には、いまの状況でお答えください。ご連絡先は改めてご入力いただきます。
      </p>
      <p className="mt-1">
        新しいレポートには、前回の成熟度レベル、領域ごとの変化、前回のロードマップで測ることにした指標が載ります。
      </p>
    </section>
  );
}
