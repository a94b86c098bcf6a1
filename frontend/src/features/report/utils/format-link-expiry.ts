const tokyoDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When a report link stops working, 「2027年2月23日 14:03」 in Japan time. The time is named too:
 * a link that expires in the afternoon no longer opens that evening.
 */
export function formatLinkExpiry(expiresAt: Date): string {
  return tokyoDateTime.format(expiresAt);
}
