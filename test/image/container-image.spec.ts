import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { provisionDatabase, type ProvisionedDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait';
import { READY_PATH } from '../../src/service/operations/health-probes';
import { startPrebuildMirror } from '../packages/prebuild-mirror';
import { nodeBaseImage } from './support/node-base-image';
import { podman, podmanEnv, podmanExit, podmanInstalled } from './support/podman';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMAGE = 'localhost/ofage:test';
const STAGES = 'localhost/ofage-test-stage';
const KUBE = path.join(ROOT, 'deploy', 'kubernetes');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

interface LogLine {
  msg?: string;
  [key: string]: unknown;
}
const logLines = (text: string): LogLine[] =>
  text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

/**
 * The repository's Dockerfile, built and run with podman as an operator would with docker: on a
 * Node.js base made on this machine (`support/node-base-image.ts`: no registry is reachable
 * here), better-sqlite3's prebuilt binary from a loopback mirror (the build argument a build
 * without GitHub uses), then the container started, used through the API and the `ofage`
 * command inside it, stopped, and the Kubernetes Deployment's pod run with `podman kube play`.
 * Runs where podman is installed (`.ci/run` installs it). Prints the build time and the size.
 */
describe.runIf(podmanInstalled())('the container image', () => {
  let env: NodeJS.ProcessEnv;
  let database: ProvisionedDatabase | undefined;
  const containers: string[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-image-test-'));

  /** Starts a container of the image (host network, on `port`), returns its name. */
  const start = async (name: string, port: number, extra: string[] = []): Promise<string> => {
    const container = `${name}-${process.pid}`;
    containers.push(container);
    await podman(env, [
      'run',
      '--detach',
      '--name',
      container,
      '--network=host',
      '--env',
      'HOST=127.0.0.1',
      '--env',
      `PORT=${port}`,
      '--env',
      `OFAGE_PUBLIC_URL=http://localhost:${port}`,
      ...extra,
      IMAGE,
    ]);
    return container;
  };
  const ready = async (port: number, container: string): Promise<void> => {
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200,
        { timeout: 120_000, interval: 250, message: `${container} to be ready` },
      );
    } catch (error) {
      const logs = await podmanExit(env, ['logs', container]);
      throw new Error(`${(error as Error).message}\n${logs.stdout}${logs.stderr}`);
    }
  };

  beforeAll(async () => {
    env = podmanEnv();
    let started = Date.now();
    const base = await nodeBaseImage(env);
    console.log(`image test: Node.js base ${base} in ${seconds(Date.now() - started)}`);

    const mirror = await startPrebuildMirror(work);
    started = Date.now();
    const buildArgs = [
      'build',
      '--network=host',
      // docker's image format keeps HEALTHCHECK (OCI's has no such field).
      '--format',
      'docker',
      '--build-arg',
      `NODE_IMAGE=${base}`,
      '--build-arg',
      `BETTER_SQLITE3_BINARY_HOST=${mirror.env.npm_config_better_sqlite3_binary_host}`,
    ];
    try {
      // The build and deps stages are named too, so that pruning what this build left unnamed
      // keeps their layers for the next run (an unchanged lock file installs nothing again).
      for (const [target, tag] of [
        ['build', `${STAGES}:build`],
        ['deps', `${STAGES}:deps`],
        [undefined, IMAGE],
      ] as const) {
        const build = await podmanExit(
          env,
          [...buildArgs, ...(target ? ['--target', target] : []), '--tag', tag, ROOT],
          { timeout: 1_500_000 },
        );
        if (build.code !== 0) {
          throw new Error(`podman build ${tag} failed:\n${build.stdout}\n${build.stderr}`);
        }
      }
    } finally {
      await mirror.close();
    }
    const built = Date.now() - started;
    // What earlier builds left unnamed (a replaced image, an old build stage) is not used again.
    await podmanExit(env, ['image', 'prune', '--force']);
    const size = Number(await podman(env, ['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
    console.log(
      `image test: podman build in ${seconds(built)} (layers cached from earlier runs count as done); ` +
        `image ${(size / 1e6).toFixed(0)} MB; better-sqlite3 ${mirror.served() ? 'from the mirror' : 'compiled'}`,
    );
    database = process.env.OFAGE_TEST_PG_ADMIN_URL
      ? await provisionDatabase('postgres')
      : undefined;
  }, 1_800_000);

  afterAll(async () => {
    for (const container of containers) await podmanExit(env, ['rm', '--force', container]);
    await database?.dispose();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('runs as a non-root user, with the production dependencies only and a readiness HEALTHCHECK', async () => {
    // podman reports the HEALTHCHECK beside Config (docker's format keeps it; OCI's has none).
    const [image] = JSON.parse(await podman(env, ['image', 'inspect', IMAGE])) as {
      Config: { User: string; Entrypoint: string[]; Cmd: string[] };
      Healthcheck?: { Test: string[] };
    }[];
    expect(image!.Config.User).toBe('1000:1000');
    expect(image!.Config.Entrypoint).toEqual(['node', '/app/bin/ofage.js']);
    expect(image!.Config.Cmd).toEqual(['serve']);
    expect(image!.Healthcheck?.Test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(image!.Healthcheck?.Test.join(' ')).toContain(READY_PATH);
    const look = await podman(env, [
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      IMAGE,
      '-c',
      'id -u; ls /app/node_modules /app; for f in src test scripts; do [ -e /app/$f ] && echo "has /app/$f"; done; true',
    ]);
    const [uid, ...listing] = look.trim().split('\n');
    expect(uid).toBe('1000');
    const listed = new Set(listing);
    for (const name of ['next', 'better-sqlite3', 'pg', 'dist', 'bin', 'package.json']) {
      expect(listed.has(name), name).toBe(true);
    }
    // Development tools and the methods' optional libraries (OFAGE_METHODS was not given).
    for (const name of ['typescript', 'vitest', 'tsx', 'esbuild', 'eslint', 'tesseract.js']) {
      expect(listed.has(name), name).toBe(false);
    }
    expect(look).not.toContain('has /app/');
  });

  it('migrates with the migration Job’s command, then serves, answers perform and get-status with a key made inside, and is healthy', async () => {
    const port = await freePort();
    const dbEnv = database ? ['--env', `DATABASE_URL=${database.databaseUrl}`] : [];
    const job = YAML.parse(fs.readFileSync(path.join(KUBE, 'migrate-job.yaml'), 'utf8')) as {
      spec: { template: { spec: { containers: { args: string[] }[] } } };
    };
    if (database) {
      const migrated = await podman(env, [
        'run',
        '--rm',
        '--network=host',
        ...dbEnv,
        IMAGE,
        ...job.spec.template.spec.containers[0]!.args,
      ]);
      expect(migrated).toMatch(/^applied: /);
    }
    // As compose and the Deployment run it: the Job migrated, the service does not. (Without
    // PostgreSQL here, SQLite lives in the container, and the service migrates it itself.)
    const container = await start('ofage-serve', port, [
      ...dbEnv,
      ...(database ? ['--env', 'OFAGE_MIGRATE_ON_START=false'] : []),
    ]);
    await ready(port, container);
    expect((await podmanExit(env, ['healthcheck', 'run', container])).code).toBe(0);

    const ofage = async (...args: string[]) =>
      JSON.parse(await podman(env, ['exec', container, 'ofage', ...args, '--json'])) as Record<
        string,
        string
      >;
    const product = await ofage('products', 'create', '--name', 'Container shop');
    const { key } = await ofage('keys', 'create', '--product', product.id!, '--mode', 'test');
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const performed = await fetch(`http://127.0.0.1:${port}/api/v1/age-verification/perform`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
    });
    expect(performed.status).toBe(200);
    const { id, url } = (await performed.json()) as { id: string; url: string };
    const status = await fetch(
      `http://127.0.0.1:${port}/api/v1/age-verification/get-status?id=${id}`,
      { headers },
    );
    expect(await status.json()).toEqual({ id, status: 'PENDING' });
    const widget = await fetch(url.replace(`localhost:${port}`, `127.0.0.1:${port}`));
    expect(widget.status).toBe(200);
    expect(await widget.text()).toContain('TEST MODE');
    if (database) {
      expect((await podman(env, ['logs', container])).toString()).toContain('PostgreSQL');
    }

    // podman stop sends SIGTERM to node (PID 1) while clients keep sending requests.
    const stop = { requested: false };
    const responses: number[] = [];
    const client = async () => {
      for (;;) {
        try {
          const answered = await fetch(`http://127.0.0.1:${port}/api/v1/age-verification/perform`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } }),
          });
          responses.push(answered.status);
          await answered.arrayBuffer();
        } catch {
          if (stop.requested) return; // refused or closed: the listener is gone
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await waitFor(() => responses.length >= 40, { timeout: 30_000 });
    stop.requested = true;
    const stopping = Date.now();
    await podman(env, ['stop', '--time', '40', container]);
    const stoppedAfter = Date.now() - stopping;
    await Promise.all(clients);
    const exit = Number(
      await podman(env, ['inspect', '--format', '{{.State.ExitCode}}', container]),
    );
    const logs = await podmanExit(env, ['logs', container]);
    const stopped = logLines(logs.stdout + logs.stderr).find((line) => line.msg === 'stopped');
    console.log(
      `image test: podman stop under 8 looping clients took ${seconds(stoppedAfter)}: ${JSON.stringify(stopped)}`,
    );
    expect(exit).toBe(0);
    expect(stopped).toBeDefined();
    expect(stopped!.cut).toBe(0);
    expect(stopped!.answered).toBe(stopped!.accepted);
    expect(responses.every((s) => s === 200)).toBe(true);
  });

  it('a stop while it starts ends it at once: node as PID 1 does not ignore SIGTERM', async () => {
    // A PostgreSQL that accepts and never answers holds start-up where it connects.
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const dbPort = (silent.address() as net.AddressInfo).port;
    try {
      const container = await start('ofage-starting', await freePort(), [
        '--env',
        `DATABASE_URL=postgres://ofage:secret@127.0.0.1:${dbPort}/ofage`,
        '--env',
        'OFAGE_DB_CONNECT_TIMEOUT_MS=60000',
      ]);
      await waitFor(() => held.length > 0, { timeout: 60_000, message: 'start-up to connect' });
      const stopping = Date.now();
      await podman(env, ['stop', '--time', '20', container]);
      const took = Date.now() - stopping;
      const exit = Number(
        await podman(env, ['inspect', '--format', '{{.State.ExitCode}}', container]),
      );
      // Before: SIGTERM was ignored until the grace period ended in SIGKILL (137, 20 s).
      expect(exit).toBe(143);
      expect(took).toBeLessThan(10_000);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it('runs the Deployment’s pod with podman kube play: its ConfigMap and Secret, non-root on a read-only root, the probes’ paths answer', async () => {
    const read = (file: string) => YAML.parse(fs.readFileSync(path.join(KUBE, file), 'utf8'));
    const deployment = read('deployment.yaml');
    const configMap = read('configmap.yaml');
    const port = await freePort();
    const pod = deployment.spec.template.spec;
    const container = pod.containers[0];
    // What an overlay would set for this machine: the image, one replica, a port on loopback,
    // and SQLite in the pod's data volume, which only the pod itself can migrate.
    deployment.spec.replicas = 1;
    container.image = IMAGE;
    container.ports[0].hostPort = port;
    container.ports[0].hostIP = '127.0.0.1';
    configMap.data.OFAGE_PUBLIC_URL = `http://localhost:${port}`;
    configMap.data.OFAGE_MIGRATE_ON_START = 'true';
    configMap.data.OFAGE_SHUTDOWN_TIMEOUT_MS = '5000';
    // podman 4's kube play reads a Secret from its own store, as JSON of base64 values.
    const secretName = container.envFrom.find((e: { secretRef?: unknown }) => e.secretRef).secretRef
      .name as string;
    const secret = { OFAGE_CONSOLE_SECRET: 'a-console-secret-for-the-pod-test-0123456789' };
    const secretFile = path.join(work, 'secret.json');
    fs.writeFileSync(
      secretFile,
      JSON.stringify(
        Object.fromEntries(
          Object.entries(secret).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
        ),
      ),
    );
    await podmanExit(env, ['secret', 'rm', secretName]);
    await podman(env, ['secret', 'create', secretName, secretFile]);
    const kubeFile = path.join(work, 'pod.yaml');
    fs.writeFileSync(kubeFile, [configMap, deployment].map((o) => YAML.stringify(o)).join('---\n'));
    await podmanExit(env, ['kube', 'down', kubeFile]);
    try {
      await podman(env, ['kube', 'play', kubeFile], { timeout: 300_000 });
      const name = `${deployment.metadata.name}-pod-0-${container.name}`;
      const probe = (p: { httpGet: { path: string } }) =>
        fetch(`http://127.0.0.1:${port}${p.httpGet.path}`);
      await waitFor(async () => (await probe(container.readinessProbe)).status === 200, {
        timeout: 120_000,
        interval: 250,
        message: 'the pod to be ready',
      });
      expect((await probe(container.livenessProbe)).status).toBe(200);
      expect((await probe(container.startupProbe)).status).toBe(200);
      const inside = await podman(env, [
        'exec',
        name,
        'sh',
        '-c',
        'id -u; echo "$OFAGE_TRUST_PROXY ${#OFAGE_CONSOLE_SECRET}"; touch /app/x 2>&1; touch /var/lib/ofage/x && echo data-writable',
      ]);
      expect(inside).toContain('1000\n');
      expect(inside).toContain(`1 ${secret.OFAGE_CONSOLE_SECRET.length}\n`);
      expect(inside).toMatch(/Read-only file system/);
      expect(inside).toContain('data-writable');
      const api = await fetch(`http://127.0.0.1:${port}/api/v1/age-verification/get-status?id=x`);
      expect(api.status).toBe(401);
    } finally {
      await podmanExit(env, ['kube', 'down', kubeFile], { timeout: 120_000 });
      await podmanExit(env, ['secret', 'rm', secretName]);
    }
  });
});
