/** Margin of the API layer: a token this close to its expiry is refreshed before use (§9). */
export const API_TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** The session layer treats a token as expired only once its exp has passed (§9). */
export const SESSION_TOKEN_EXPIRY_MARGIN_MS = 0;

/** Reads the payload of a JWT without verifying it; undefined when it cannot be decoded. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A token is expired if missing, undecodable, without a numeric exp claim, or if its exp
 * (seconds) is in the past once `marginMs` is taken off (§5).
 */
export function isTokenExpired(
  token: string | null | undefined,
  marginMs: number,
  nowMs: number = Date.now(),
): boolean {
  if (!token) return true;
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 - marginMs <= nowMs;
}
