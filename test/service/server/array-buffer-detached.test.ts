import { describe, expect, it } from 'vitest';
import { installArrayBufferDetached } from '../../../src/service/server/array-buffer-detached';

describe('ArrayBuffer.prototype.detached (built in, or installed on Node 20)', () => {
  installArrayBufferDetached();
  const detached = (buffer: ArrayBuffer): boolean =>
    (buffer as ArrayBuffer & { detached: boolean }).detached;

  it('is true only for a buffer whose contents were transferred away', () => {
    const moved = new ArrayBuffer(8);
    structuredClone(moved, { transfer: [moved] });
    expect(detached(moved)).toBe(true);
    expect(detached(new ArrayBuffer(8))).toBe(false);
    expect(detached(new ArrayBuffer(0))).toBe(false);
  });

  it('is a getter on the prototype, as React looks it up', () => {
    expect(Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')).toBe(true);
    expect(Object.keys(new ArrayBuffer(1))).toEqual([]);
  });
});
