/**
 * The development-only `resetUrl` may carry another origin (the server's APP_URL); when it points
 * at this app's reset screen, keep only the path so the link opens here.
 */
export function resetLinkTarget(
  resetUrl: string,
  origin: string,
): { internal: true; to: string } | { internal: false; href: string } | null {
  let url: URL;
  try {
    url = new URL(resetUrl, origin);
  } catch {
    return null;
  }
  if (url.pathname.startsWith('/reset-password/')) {
    return { internal: true, to: `${url.pathname}${url.search}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { internal: false, href: url.toString() };
}
