import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadConfig } from '../../src/service/config/load-config';
import { LIVE_PATH, READY_PATH } from '../../src/service/operations/health-probes';

const DIR = path.resolve(import.meta.dirname, '../../deploy/kubernetes');

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: { httpGet: { path: string; port: string | number } };
  livenessProbe?: { httpGet: { path: string; port: string | number } };
  readinessProbe?: { httpGet: { path: string; port: string | number } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  securityContext?: Record<string, unknown>;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string }[];
  securityContext?: Record<string, unknown>;
  terminationGracePeriodSeconds?: number;
}
interface Workload extends KubeObject {
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}

const kustomization = YAML.parse(fs.readFileSync(path.join(DIR, 'kustomization.yaml'), 'utf8')) as {
  resources: string[];
  secretGenerator: { name: string; envs: string[] }[];
  images: { name: string; newTag: string }[];
};
const objects: KubeObject[] = kustomization.resources.map(
  (file) => YAML.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as KubeObject,
);
const byKind = <T extends KubeObject>(kind: string): T[] =>
  objects.filter((o) => o.kind === kind) as T[];
const deployment = byKind<Workload>('Deployment')[0]!;
const job = byKind<Workload>('Job')[0]!;
const configMap = byKind<KubeObject & { data: Record<string, string> }>('ConfigMap')[0]!;

/** `KEY=value` lines of an env file, as kustomize's secretGenerator reads them. */
const envFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
/** The Secret kustomize generates, from the example of the env file it reads. */
const generatedSecrets: KubeObject[] = kustomization.secretGenerator.map((generator) => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: generator.name },
  type: 'Opaque',
  stringData: Object.assign(
    {},
    ...generator.envs.map((file) => envFile(path.join(DIR, `${file}.example`))),
  ) as Record<string, string>,
}));

type Models = Record<string, new (data: unknown) => { validate(): void }>;
/** The kubernetes-models classes of an object's API group and version. */
const MODELS: Record<string, () => Promise<Models>> = {
  v1: () => import('kubernetes-models/v1') as Promise<Models>,
  'apps/v1': () => import('kubernetes-models/apps/v1') as Promise<Models>,
  'batch/v1': () => import('kubernetes-models/batch/v1') as Promise<Models>,
  'policy/v1': () => import('kubernetes-models/policy/v1') as Promise<Models>,
  'autoscaling/v2': () => import('kubernetes-models/autoscaling/v2') as Promise<Models>,
};
const modelOf = (object: KubeObject): Promise<Models> => {
  const load = MODELS[object.apiVersion];
  if (!load) throw new Error(`no models for ${object.apiVersion}: add it to MODELS`);
  return load();
};

/**
 * Type-checks each object as an object literal of the kubernetes-models type of its kind: the
 * compiler names a field Kubernetes does not have (a typo the API server's strict field
 * validation would refuse) and a value of the wrong type.
 */
function typeProblems(list: KubeObject[]): string[] {
  const file = path.join(DIR, '__manifests__.ts');
  const source = list
    .map(
      (o, i) =>
        `import type { I${o.kind} as T${i} } from 'kubernetes-models/${o.apiVersion}/${o.kind}';\n` +
        `export const o${i}: T${i} = ${JSON.stringify(o)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : read(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the Kubernetes manifests (deploy/kubernetes)', () => {
  it('the kustomization lists every manifest in the folder, and each file holds one object', () => {
    const yamlFiles = fs
      .readdirSync(DIR)
      .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
      .sort();
    expect([...kustomization.resources].sort()).toEqual(yamlFiles);
    for (const file of yamlFiles) {
      expect(
        YAML.parseAllDocuments(fs.readFileSync(path.join(DIR, file), 'utf8')),
        file,
      ).toHaveLength(1);
    }
    for (const generator of kustomization.secretGenerator) {
      for (const env of generator.envs) {
        expect(fs.existsSync(path.join(DIR, `${env}.example`)), `${env}.example`).toBe(true);
      }
    }
  });

  it('every object, the generated Secret too, is valid against the Kubernetes schema of its kind', async () => {
    for (const object of [...objects, ...generatedSecrets]) {
      const Model = (await modelOf(object))[object.kind];
      expect(Model, `${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(
        () => new Model!(object).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
    // And the schema check can fail: a Deployment without its selector.
    const { Deployment } = await modelOf(deployment);
    const spec = { ...deployment.spec, selector: undefined };
    expect(() => new Deployment!({ ...deployment, spec }).validate()).toThrow(/selector/);
  });

  it('no object has a field its kind does not have, or a value of the wrong type', () => {
    expect(typeProblems([...objects, ...generatedSecrets])).toEqual([]);
  });

  it('the field check finds a misspelt field and a port given as text (it can fail)', () => {
    const spec = deployment.spec as unknown as Record<string, unknown>;
    const broken = { ...deployment, spec: { ...spec, replica: 2 } };
    expect(typeProblems([broken]).join('\n')).toMatch(/'"?replica"?' does not exist/);
    const container = deployment.spec.template.spec.containers[0]!;
    const textPort = structuredClone(deployment);
    textPort.spec.template.spec.containers[0] = {
      ...container,
      ports: [{ name: 'http', containerPort: '3000' as unknown as number }],
    };
    expect(typeProblems([textPort])).not.toEqual([]);
  });

  it('the Service, the disruption budget and the autoscaler find the Deployment’s pods', () => {
    const podLabels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) =>
      Object.entries(selector).every(([k, v]) => podLabels[k] === v);
    expect(matches(deployment.spec.selector!.matchLabels)).toBe(true);
    const service = byKind<
      KubeObject & {
        spec: { selector: Record<string, string>; ports: { targetPort: string | number }[] };
      }
    >('Service')[0]!;
    expect(matches(service.spec.selector)).toBe(true);
    const pdb = byKind<
      KubeObject & { spec: { selector: { matchLabels: Record<string, string> } } }
    >('PodDisruptionBudget')[0]!;
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    const hpa = byKind<KubeObject & { spec: { scaleTargetRef: { kind: string; name: string } } }>(
      'HorizontalPodAutoscaler',
    )[0]!;
    expect(hpa.spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    // The migration Job's pods are not the Service's.
    expect(
      Object.entries(service.spec.selector).every(
        ([k, v]) => job.spec.template.metadata.labels[k] === v,
      ),
    ).toBe(false);

    const ports = deployment.spec.template.spec.containers.flatMap((c) => c.ports ?? []);
    const portExists = (port: string | number) =>
      ports.some((p) => p.name === port || p.containerPort === port);
    for (const { targetPort } of service.spec.ports) expect(portExists(targetPort)).toBe(true);
  });

  it('probes ask the health paths on a port the container has; liveness is not readiness', () => {
    const container = deployment.spec.template.spec.containers[0]!;
    const ports = container.ports ?? [];
    for (const probe of [
      container.startupProbe,
      container.livenessProbe,
      container.readinessProbe,
    ]) {
      expect(probe).toBeDefined();
      const port = probe!.httpGet.port;
      expect(
        ports.some((p) => p.name === port || p.containerPort === port),
        String(port),
      ).toBe(true);
    }
    expect(container.readinessProbe!.httpGet.path).toBe(READY_PATH);
    expect(container.livenessProbe!.httpGet.path).toBe(LIVE_PATH);
    expect(container.startupProbe!.httpGet.path).toBe(LIVE_PATH);
  });

  it('every ConfigMap and Secret a pod names is in the kustomization, and every volume it mounts exists', () => {
    const configMaps = new Set(byKind('ConfigMap').map((o) => o.metadata.name));
    const secrets = new Set(kustomization.secretGenerator.map((g) => g.name));
    for (const workload of [deployment, job]) {
      const pod = workload.spec.template.spec;
      const volumes = new Set((pod.volumes ?? []).map((v) => v.name));
      for (const container of pod.containers) {
        expect(container.envFrom?.length).toBeGreaterThan(0);
        for (const from of container.envFrom ?? []) {
          if (from.configMapRef) expect(configMaps.has(from.configMapRef.name)).toBe(true);
          if (from.secretRef) expect(secrets.has(from.secretRef.name)).toBe(true);
        }
        for (const mount of container.volumeMounts ?? [])
          expect(volumes.has(mount.name)).toBe(true);
      }
    }
  });

  it('the grace period outlasts the preStop pause, the drain bound and its exit margin', () => {
    const pod = deployment.spec.template.spec;
    const preStop = pod.containers[0]!.lifecycle?.preStop?.sleep?.seconds ?? 0;
    const drainSeconds = Number(configMap.data.OFAGE_SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(preStop).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + drainSeconds + 2);
  });

  it('pods run as a non-root user on a read-only root, without privileges, with /tmp and the data directory writable', () => {
    for (const workload of [deployment, job]) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        const mounts = (container.volumeMounts ?? []).map((m) => m.mountPath).sort();
        expect(mounts).toEqual(['/tmp', '/var/lib/ofage']);
      }
    }
  });

  it('the Job migrates with the image, settings and secrets the Deployment serves with; the service does not migrate', () => {
    const serve = deployment.spec.template.spec.containers[0]!;
    const migrate = job.spec.template.spec.containers[0]!;
    expect(migrate.image).toBe(serve.image);
    expect(migrate.envFrom).toEqual(serve.envFrom);
    expect(migrate.args).toEqual(['migrate']);
    expect(serve.args).toEqual(['serve']);
    expect(configMap.data.OFAGE_MIGRATE_ON_START).toBe('false');
    expect(kustomization.images.map((i) => i.name)).toContain(serve.image);
  });

  it('the ConfigMap and the example secrets are a configuration the service starts with', () => {
    const env = {
      ...configMap.data,
      ...(generatedSecrets[0]!.stringData as Record<string, string>),
    };
    const config = loadConfig(env);
    expect(config.shutdownTimeoutMs).toBe(Number(configMap.data.OFAGE_SHUTDOWN_TIMEOUT_MS));
    expect(config.trustProxy).toEqual({ kind: 'hops', hops: 1 });
  });
});
