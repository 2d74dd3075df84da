import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { MessageCode } from '@sitehours/contract';

/**
 * Where a production server may send events: public unicast addresses only, so a subscription
 * cannot reach the server's own network (loopback, private, link-local, the cloud's metadata
 * address, carrier-grade NAT, unique-local IPv6, an IPv4 address mapped into IPv6...).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Why a receiver's URL may not be subscribed, or undefined. Outside production any http(s) URL
 * will do (a receiver on the developer's machine); in production it must be https:// and every
 * address its name resolves to must be public.
 */
export async function webhookUrlProblem(
  url: string,
  production: boolean,
): Promise<MessageCode | undefined> {
  if (!production) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return 'webhookUrlNotHttps';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map(
        (a) => a.address,
      );
    } catch {
      return 'webhookUrlUnresolved';
    }
  }
  return addresses.every(isPublicAddress) ? undefined : 'webhookUrlPrivate';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A socket `lookup` that refuses a private address at connection time: a name that resolved to a
 * public address when it was subscribed and to a private one later (DNS rebinding) is not reached.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
) {
  dns.lookup(hostname, { ...options, verbatim: true }, (err, address, family) => {
    if (err) return callback(err, '');
    const list = Array.isArray(address) ? address : [{ address, family: family ?? 4 }];
    if (!list.every((a) => isPublicAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, '');
    }
    if (options.all) callback(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  });
}
