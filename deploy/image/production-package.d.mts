/** The libraries of the methods that need packages beyond the service's dependencies. */
export const METHOD_LIBRARIES: Record<string, string[]>;

interface PackageJson {
  name?: string;
  dependencies: Record<string, string>;
  [field: string]: unknown;
}

/** The `package.json` the image installs from (see production-package.mjs). */
export function productionPackage(
  pkg: PackageJson,
  lock: { packages?: Record<string, { version?: string }> },
  methods: string[],
): PackageJson;
