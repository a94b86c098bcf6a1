import type { SiteInfo } from '@app/shared/contract';
import { Phrases } from '@/components/ui/phrases';
import { formatPolicyDate } from '../utils/format-policy-date';

const articles: { title: string; body: string[] }[] = [
  {
    title: '1. 取得する情報',
    body: [
      '本診断では、貴社名、設立年数、業種、従業員規模、ご回答者様の役職、診断設問へのご回答および自由記述の内容、ならびにご氏名、メールアドレス、電話番号（以下「個人情報等」といいます）を取得いたします。',
      'また、サービス改善のため、各ページが表示された回数を日ごとの合計としてのみ記録します。この記録にはCookieや閲覧者を識別する情報を用いず、IPアドレスは過剰な送信を防ぐために短時間だけ扱い、記録には残しません。外部のアクセス解析サービスは利用しておりません。',
    ],
  },
  {
    title: '2. 利用目的',
    body: [
      '取得した個人情報等は、以下の目的の範囲内で利用いたします。',
      '（1）診断結果およびレポートの作成・表示のため\n（2）診断結果に基づく助言、情報提供および当社サービスのご提案のため\n（3）ご提案等に関するメール・お電話でのご連絡のため\n（4）個人および企業を特定できない形に加工した統計データの作成、ならびに診断精度およびサービス品質の向上のため',
    ],
  },
  {
    title: '3. 第三者への提供',
    body: [
      '当社は、法令に基づく場合を除き、ご本人の同意を得ることなく個人情報等を第三者に提供いたしません。なお、業界比較に用いるデータは統計的に処理したものに限り、他社の個別の回答内容が開示されることはありません。',
    ],
  },
  {
    title: '4. 業務の委託',
    body: [
      '当社は、利用目的の達成に必要な範囲で、診断レポートの作成処理やシステムの運用等を外部に委託する場合があります。この場合、委託先と機密保持契約を締結し、適切に監督いたします。',
    ],
  },
  {
    title: '5. 安全管理措置',
    body: [
      '当社は、個人情報等の漏えい、滅失または毀損を防止するため、通信の暗号化、アクセス権限の管理その他の必要かつ適切な安全管理措置を講じます。',
    ],
  },
  {
    title: '6. 開示・訂正・利用停止等',
    body: [
      'ご本人から個人情報等の開示、訂正、追加、削除、利用停止等のご請求があった場合は、ご本人であることを確認のうえ、法令に従い遅滞なく対応いたします。',
    ],
  },
  {
    title: '7. 本ポリシーの改定',
    body: [
      '当社は、法令の改正や事業内容の変更等に応じて、本ポリシーを改定することがあります。改定後の内容は、本ページに掲載した時点から効力を生じるものとします。',
    ],
  },
];

function ContactArticle({ site }: { site: SiteInfo }) {
  return (
    <div>
      <h3 className="mb-1 font-bold text-slate-900">
        <Phrases text="8. お問い合わせ窓口" />
      </h3>
      <p>
        <Phrases text="個人情報等の取り扱いに関するお問い合わせ、および開示等のご請求は、下記までご連絡ください。" />
      </p>
      <dl className="mt-2 space-y-1 rounded-lg border border-slate-200 bg-white p-3">
        <div className="flex flex-col sm:flex-row sm:gap-3">
          <dt className="shrink-0 font-bold text-slate-900 sm:w-24">事業者名</dt>
          <dd>{site.operatorName}</dd>
        </div>
        {site.operatorAddress ? (
          <div className="flex flex-col sm:flex-row sm:gap-3">
            <dt className="shrink-0 font-bold text-slate-900 sm:w-24">所在地</dt>
            <dd>{site.operatorAddress}</dd>
          </div>
        ) : null}
        <div className="flex flex-col sm:flex-row sm:gap-3">
          <dt className="shrink-0 font-bold text-slate-900 sm:w-24">窓口</dt>
          <dd className="break-words whitespace-pre-line">{site.privacyContact}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The privacy policy in a keyboard-scrollable box capped at 500px (SPEC §2, §9). 「当社」 is the
 * operator configured on the server (PROVIDER_NAME), named with its contact and the policy date
 * once GET /api/site has answered.
 */
export function PrivacyPolicy({ site }: { site: SiteInfo | null }) {
  return (
    <section
      aria-labelledby="privacy-heading"
      tabIndex={0}
      className="max-h-[500px] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm leading-relaxed text-slate-700 sm:p-6"
      data-testid="privacy-policy"
    >
      <h2 id="privacy-heading" className="mb-3 text-base font-bold text-slate-900">
        <Phrases text="プライバシーポリシー" />
      </h2>
      <p className="mb-4">
        {site ? `${site.operatorName}（以下「当社」といいます）` : '当社'}
        <Phrases text="は、本診断サービスの提供にあたり、お客様の個人情報を適切に取り扱うことが社会的責務であると考え、個人情報の保護に関する法律その他の関係法令を遵守し、以下のとおり取り扱います。" />
      </p>
      <div className="space-y-4">
        {articles.map((article) => (
          <div key={article.title}>
            <h3 className="mb-1 font-bold text-slate-900">
              <Phrases text={article.title} />
            </h3>
            {article.body.map((paragraph) => (
              <p key={paragraph} className="whitespace-pre-line">
                <Phrases text={paragraph} />
              </p>
            ))}
          </div>
        ))}
        {site ? <ContactArticle site={site} /> : null}
      </div>
      {site ? (
        <p className="mt-5 text-right text-slate-600">
          最終更新日：{formatPolicyDate(site.privacyPolicyDate)}
          <br />
          {site.operatorName}
        </p>
      ) : null}
    </section>
  );
}
