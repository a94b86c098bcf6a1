import { Button } from '@/components/ui/button';
import { HeadingPhrases } from './heading-phrases';

interface RepeatDiagnosisOfferProps {
  /** When this report's link stops working, in words (「2027年2月23日 14:03」): the last moment to start. */
  linkExpiry: string;
  /** Starts a diagnosis pre-filled with this report's company data, linked to this report. */
  onStart: () => void;
}

/**
 * 「半年後にもう一度診断する」 on a saved report: a diagnosis started here begins with the company
 * data filled in and its report compares itself with this one. Only this page offers it: holding
 * the link is what links the two diagnoses.
 */
export function RepeatDiagnosisOffer({ linkExpiry, onStart }: RepeatDiagnosisOfferProps) {
  return (
    <section
      aria-labelledby="repeat-diagnosis-offer-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 print:hidden"
    >
      <h2 id="repeat-diagnosis-offer-heading" className="text-lg font-bold text-slate-900 sm:text-xl">
        <HeadingPhrases text="半年後にもう一度診断する" />
      </h2>
      <div className="mt-3 space-y-2 leading-relaxed text-slate-700">
        <p>
          ロードマップに取り組んだあと、もう一度診断すると、何が変わったかを確かめられます。このページから始めると、会社情報が前回の内容で入力された状態で診断が始まり、新しいレポートに前回の成熟度レベル、領域ごとの変化、このレポートのロードマップで測ることにした指標が並びます。
        </p>
        <p className="text-sm text-slate-600">
          {`ご連絡先は改めてご入力いただきます。前回との比較は、このリンクの有効期限（${linkExpiry}）までに始めた診断でご利用いただけます。`}
        </p>
      </div>
      <Button className="mt-4" onClick={onStart}>
        前回と比べる診断を始める
      </Button>
    </section>
  );
}
