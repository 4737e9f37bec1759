import type { z } from 'zod';

/**
 * A method's part of the service configuration: the environment variables it reads, checked at
 * start-up with every other setting (and listed by `ofage config check`), and the settings it
 * makes of them, found at `config[key]`.
 */
export interface MethodSettings<
  Key extends string = string,
  Env extends z.ZodObject = z.ZodObject,
  Settings = unknown,
> {
  /** Where the settings are in the service configuration (`ctx.config.card`). */
  key: Key;
  /** The method's variables, each with its own check. */
  env: Env;
  /**
   * The settings, from variables that passed their checks. Throws `invalid configuration:\n  VAR:
   * …` for a check across variables or of a file, which stops the start like any other problem.
   */
  read(env: z.infer<Env>): Settings;
}

/** A method's settings part, its `key` kept as a literal so the configuration's type names it. */
export function methodSettings<Key extends string, Env extends z.ZodObject, Settings>(
  settings: MethodSettings<Key, Env, Settings>,
): MethodSettings<Key, Env, Settings> {
  return settings;
}
