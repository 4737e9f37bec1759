/**
 * The `file:` URL of the worker task module `name` (no extension) beside the module at
 * `callerUrl` (its `import.meta.url`), with the caller's own extension: `.ts` when the service
 * runs from source (tests, benchmarks under tsx), `.js` when it runs compiled from `dist/`.
 * Built at run time, not `new URL('./x.ts', import.meta.url)`, which bundlers follow as an asset:
 * Next.js builds method definitions into its routes, where no pool runs.
 *
 * @example src/service/methods/facial-age-estimation/definition.ts
 * ```ts
 * workerModules: [taskModule(import.meta.url, 'face-tasks')],
 * ```
 */
export function taskModule(callerUrl: string, name: string): string {
  const extension = /\.(tsx?|m?js)$/.exec(callerUrl)?.[0] ?? '.js';
  return new URL(`./${name}${extension === '.tsx' ? '.ts' : extension}`, callerUrl).href;
}
