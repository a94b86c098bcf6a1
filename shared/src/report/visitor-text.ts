/**
 * Reading what visitors typed: non-answers count as empty, links are removed, and quotations are cut
 * at a sentence boundary. Text addressed to the writer is set aside by the reading stage
 * (reading/instruction-cues.ts).
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
