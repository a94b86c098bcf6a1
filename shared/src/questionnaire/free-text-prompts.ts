/** Keys of the three optional free-text answers (SPEC §3). */
export const freeTextKeys = ['issue', 'expectation', 'support'] as const;
export type FreeTextKey = (typeof freeTextKeys)[number];

export interface FreeTextPrompt {
  key: FreeTextKey;
  label: string;
  placeholder: string;
}

/** Prompts 1–3: DX issues, AI expectations under consideration, support wanted. */
export const freeTextPrompts: FreeTextPrompt[] = [
  {
    key: 'issue',
    label: '現在、DX推進において抱えている課題を具体的にお聞かせください',
    placeholder: '例：受発注がFAXと電話中心で、入力ミスや確認作業に時間がかかっている',
  },
  {
    key: 'expectation',
    label: '検討中のAI活用や、AIに期待していることをお聞かせください',
    placeholder: '例：問い合わせ対応や見積書の作成をAIで効率化したい',
  },
  {
    key: 'support',
    label: 'DX・AI活用について、外部から受けたい支援があればお聞かせください',
    placeholder: '例：何から始めるべきか、優先順位づけの相談をしたい',
  },
];
