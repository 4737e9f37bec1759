import { describe, expect, it } from 'vitest';
import { requestId } from '../../../src/service/logging/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it("keeps a caller's well-formed id: a UUID, hex, base64, a load balancer's trace id", () => {
    for (const id of [
      '3f1c9a1e-6d0b-4a7e-9f65-2a4a1f0c8e11',
      'a3f9c0d2e4b6a8c0a3f9c0d2e4b6a8c0',
      'YWJjZGVmZ2hpamtsbW5vcA==',
      'Root=1-67891233-abcdef012345678912345678',
      'req_01HZX3K4T6:shop@eu-west/7',
      'x'.repeat(128),
    ]) {
      expect(requestId(id)).toBe(id);
    }
  });

  it('replaces an id that could forge or flood a log line, or break a header', () => {
    for (const hostile of [
      'abc\ndef',
      'abc\r\n{"level":60,"msg":"forged"}',
      'x'.repeat(129),
      'x'.repeat(10_240),
      '',
      'two words',
      '"quoted"',
      '<script>',
      'ümlaut',
      'a\u0000b',
    ]) {
      const id = requestId(hostile);
      expect(id, JSON.stringify(hostile.slice(0, 40))).toMatch(UUID);
    }
  });

  it('replaces a missing id, and two ids sent as two headers, with a new one each time', () => {
    const first = requestId(undefined);
    expect(first).toMatch(UUID);
    expect(requestId(undefined)).not.toBe(first);
    expect(requestId(['a', 'b'])).toMatch(UUID);
  });
});
