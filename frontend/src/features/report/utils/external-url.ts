/** Only http(s) addresses become links: a stored report must not be able to run script through a URL. */
export function isExternalUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}
