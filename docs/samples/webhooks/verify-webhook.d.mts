export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): unknown;
export function handleOnce(
  headers: Record<string, string | string[] | undefined>,
  handle: () => void,
): boolean;
