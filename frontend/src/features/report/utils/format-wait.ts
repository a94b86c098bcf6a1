/** A wait in Japanese words, rounded up: 「約30秒」, 「約2分」, 「約1時間」. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `約${Math.max(1, Math.ceil(seconds))}秒`;
  if (seconds < 3600) return `約${Math.ceil(seconds / 60)}分`;
  return `約${Math.ceil(seconds / 3600)}時間`;
}
