/**
 * The report's focus named again and again in one text reads as a template: after its second
 * mention, the text says 「この取り組み」.
 */
export function limitMentions(text: string, focus: string): string {
  const parts = text.split(focus);
  if (parts.length <= 3) return text;
  return parts.slice(0, 3).join(focus) + 'この取り組み' + parts.slice(3).join('この取り組み');
}
