import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('1.2.3.4', 0, '10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddress(undefined, 0, '::1')).toBe('::1');
  });

  it('takes the n-th entry from the right behind n proxies', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1, '10.0.0.5')).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.7', 2, '10.0.0.5')).toBe('203.0.113.9');
    expect(clientAddress(' 203.0.113.9 ,', 1, '10.0.0.5')).toBe('203.0.113.9');
  });

  it('takes the leftmost entry when there are fewer entries than proxies', () => {
    expect(clientAddress('203.0.113.9', 3, '10.0.0.5')).toBe('203.0.113.9');
  });

  it('falls back to the socket address, then to unknown', () => {
    expect(clientAddress(undefined, 1, '10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddress('', 1, undefined)).toBe('unknown');
  });
});
