/**
 * Reading what visitors typed: non-answers count as empty, text that talks to the model instead of
 * describing the company is set aside, and quotations are cut at a sentence boundary.
 */

// 「なし」「特にありません」「-」 and the like: a visitor's way of leaving a box empty.
const nonAnswer =
  /^(?:なし|無し|特になし|特に無し|とくになし|ない|無い|特にない|特にありません|ありません|なにもない|何もない|不明|未定|n\/?a|none|nothing|no|-+|ー+|―+|－+|\.+|・+|。+|\?+|？+)$/i;

/** The text as a visitor meant it: NFKC-normalised and trimmed; '' for a non-answer. */
export function meaningfulText(raw: string | null | undefined): string {
  const text = (raw ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  const bare = text.replace(/[。、.!！\s]+$/u, '');
  return bare === '' || nonAnswer.test(bare) ? '' : text;
}

// Text addressed to the report's writer rather than describing the company (prompt injection).
const instructionLike =
  /(?:ignore|disregard)\s+(?:all|the|previous|above)|(?:以前|上記|これまで|前)の(?:指示|命令|ルール).*(?:無視|忘れ)|指示を無視|システムプロンプト|system\s*prompt|あなたは.*(?:AI|アシスタント|モデル)|(?:レベル|level|lv\.?)\s*[1-5１-５]\s*(?:と|に|で)(?:評価|判定|出力|記載)|(?:評価|判定)を?(?:レベル|level)\s*[1-5１-５]|出力してください|と(?:書いて|出力して|記載して)ください/i;

/** Whether a text tries to instruct the writer; such text is never treated as the company's issue. */
export function isInstructionLike(text: string): boolean {
  return instructionLike.test(text);
}

const urlPattern = /(?:https?:\/\/|www\.)\S+/gi;

/** The text without links: a visitor's URL never reaches the report. */
export function withoutLinks(text: string): string {
  return text.replace(urlPattern, '（URL省略）');
}

/**
 * A short quotation: links removed, one line, cut after the last sentence end within `max`
 * characters (or at the last comma, or else at `max` with an ellipsis), never inside a word.
 */
export function quote(text: string, max = 80): string {
  const oneLine = withoutLinks(text).replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  if (chars.length <= max) return `「${oneLine.replace(/[。．.]$/u, '')}」`;
  const head = chars.slice(0, max).join('');
  const sentenceEnd = Math.max(head.lastIndexOf('。'), head.lastIndexOf('！'), head.lastIndexOf('？'));
  if (sentenceEnd >= 15) return `「${head.slice(0, sentenceEnd)}」`;
  const comma = head.lastIndexOf('、');
  if (comma >= 15) return `「${head.slice(0, comma)}…」`;
  return `「${head}…」`;
}
