import { tokyoTime } from './tokyo-time';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * When a report link stops working, 「2027年2月23日 14:03」 in Japan time. The time is named too:
 * a link that expires in the afternoon no longer opens that evening.
 */
export function formatLinkExpiry(expiresAt: Date): string {
  const { year, month, day, hour, minute } = tokyoTime(expiresAt);
  return `${year}年${month}月${day}日 ${twoDigits(hour)}:${twoDigits(minute)}`;
}
