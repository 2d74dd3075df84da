import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookUrlProblem } from './webhook-address';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false], // the cloud's metadata address
    ['100.64.0.1', false], // carrier-grade NAT
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fd00::1', false], // unique local
    ['fe80::1', false], // link-local
    ['::ffff:127.0.0.1', false], // IPv4 mapped into IPv6
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('webhookUrlProblem', () => {
  it('accepts any http(s) receiver outside production', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1:8080/hooks', false)).toBeUndefined();
  });

  it.each([
    ['http://93.184.215.14/hooks', 'webhookUrlNotHttps'],
    ['https://127.0.0.1/hooks', 'webhookUrlPrivate'],
    ['https://[::1]:8443/hooks', 'webhookUrlPrivate'],
    ['https://[::ffff:a9fe:a9fe]/latest', 'webhookUrlPrivate'],
    ['https://169.254.169.254/latest/meta-data', 'webhookUrlPrivate'],
    ['https://localhost/hooks', 'webhookUrlPrivate'],
    ['https://93.184.215.14/hooks', undefined],
  ])('in production, %s → %s', async (url, problem) => {
    expect(await webhookUrlProblem(url, true)).toBe(problem);
  });
});
