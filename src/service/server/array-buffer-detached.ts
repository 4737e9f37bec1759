/**
 * `ArrayBuffer.prototype.detached` (ES2024) for Node 20, which lacks it; a no-op where it exists
 * (Node 22+). React's server renderer checks it before it writes an empty chunk: without it, its
 * development build — loaded whenever `NODE_ENV` is not `production`, as under the test runner —
 * prints "React encountered an empty buffer … does not support ArrayBuffer.prototype.detached"
 * while rendering the widget. Same semantics as the built-in: a buffer is detached exactly when
 * a view on it can no longer be constructed (only a zero-length buffer can be detached).
 */
export function installArrayBufferDetached(): void {
  if (Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')) return;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    enumerable: false,
    get(this: ArrayBuffer): boolean {
      if (this.byteLength > 0) return false;
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}
