// No cluster runs on our machines, so the Kubernetes manifests (deploy/kubernetes/) are checked by
// reading them: each document against the Kubernetes API's own schema (kubernetes-models, offline), and
// the references between them: a Service selects a Deployment's pods and names a port they open, the
// Ingress sends to a Service's port, probes ask /readyz and /healthz, every variable is one the README's
// configuration table names, and the secrets come from a Secret, never written in.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, 'deploy', 'kubernetes');

/** The model that validates each kind the manifests use. */
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
};

const docs: { file: string; doc: any }[] = readdirSync(folder)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((d) => {
      expect(d.errors, file).toEqual([]);
      return { file, doc: d.toJS() };
    }),
  );
const ofKind = (kind: string) => docs.filter((d) => d.doc.kind === kind).map((d) => d.doc);
const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);

/** Every variable the README's configuration table names (a row may name several). */
const documented = new Set(
  readFileSync(join(root, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
);

describe('deploy/kubernetes', () => {
  it('holds only documents the Kubernetes API schema accepts', () => {
    expect(docs.length).toBeGreaterThanOrEqual(8);
    for (const { file, doc } of docs) {
      const Model = MODELS[`${doc.apiVersion} ${doc.kind}`];
      expect(Model, `${file}: ${doc.apiVersion} ${doc.kind}`).toBeDefined();
      expect(() => new Model!(doc).validate(), `${file}: ${doc.kind} ${doc.metadata?.name}`).not.toThrow();
    }
  });

  it('refuses what the schema does not allow (the check is real)', () => {
    const [deployment] = ofKind('Deployment');
    const broken = structuredClone(deployment);
    broken.spec.replicas = 'three';
    expect(() => new Deployment(broken).validate()).toThrow();
    const noPort = structuredClone(named('Service', 'gateway'));
    noPort.spec.ports[0].port = 'http';
    expect(() => new Service(noPort).validate()).toThrow();
  });

  it('runs the api and the gateway from the image the Dockerfile builds, several of each, checked ready', () => {
    for (const [name, entry, replicas] of [
      ['api', 'api/src/main.ts', 2],
      ['gateway', 'gateway/src/main.ts', 2],
    ] as const) {
      const deployment = named('Deployment', name);
      expect(deployment.spec.replicas, name).toBeGreaterThanOrEqual(replicas);
      const [container] = deployment.spec.template.spec.containers;
      expect(container.command).toContain(entry);
      expect(container.command[0]).toBe('/usr/bin/tini'); // the image's entry point, kept
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      const ports = container.ports.map((p: any) => p.name);
      expect(ports).toContain(container.readinessProbe.httpGet.port);
      expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      // a Service selects exactly these pods and forwards to a port they open
      const service = named('Service', name);
      expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
      expect(deployment.spec.selector.matchLabels).toEqual(service.spec.selector);
      for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
      // a disruption keeps some running
      expect(named('PodDisruptionBudget', name).spec.selector.matchLabels).toEqual(service.spec.selector);
    }
    const gatewayPort = named('Service', 'gateway').spec.ports[0];
    const api = named('Deployment', 'api').spec.template.spec.containers[0];
    const config = named('ConfigMap', 'greenleaf-config').data;
    expect(config.API_URL).toBe(`http://api:${named('Service', 'api').spec.ports[0].port}`);
    expect(api.env.find((e: any) => e.name === 'API_PORT').value).toBe(
      String(api.ports.find((p: any) => p.name === 'http').containerPort),
    );
    const gateway = named('Deployment', 'gateway').spec.template.spec.containers[0];
    expect(gateway.env.find((e: any) => e.name === 'PORT').value).toBe(
      String(gateway.ports.find((p: any) => p.name === gatewayPort.targetPort).containerPort),
    );
    expect(named('HorizontalPodAutoscaler', 'gateway').spec.scaleTargetRef.name).toBe('gateway');
  });

  it('ends TLS at the Ingress for the public address and sends every path to the gateways', () => {
    const ingress = named('Ingress', 'greenleaf');
    const host = new URL(named('ConfigMap', 'greenleaf-config').data.PUBLIC_URL).host;
    expect(ingress.spec.tls[0].hosts).toContain(host);
    const [rule] = ingress.spec.rules;
    expect(rule.host).toBe(host);
    const backend = rule.http.paths[0].backend.service;
    expect(backend.name).toBe('gateway');
    expect(named('Service', 'gateway').spec.ports.map((p: any) => p.name)).toContain(backend.port.name);
    // uploads as large as the gateway takes (the nginx proxy's limit: deploy/nginx)
    const nginx = readFileSync(join(root, 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
    const limit = /client_max_body_size (\w+);/.exec(nginx)![1];
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(limit);
  });

  it('sets only variables the README documents, and takes every secret from the Secret', () => {
    const config = named('ConfigMap', 'greenleaf-config');
    for (const key of Object.keys(config.data)) expect(documented, key).toContain(key);
    for (const name of ['api', 'gateway']) {
      const [container] = named('Deployment', name).spec.template.spec.containers;
      for (const e of container.env) expect(documented, `${name}: ${e.name}`).toContain(e.name);
      expect(container.envFrom).toEqual([
        { configMapRef: { name: 'greenleaf-config' } },
        { secretRef: { name: 'greenleaf-secrets' } },
      ]);
    }
    expect(ofKind('Secret')).toEqual([]);
    const secrets = [
      'API_TOKEN',
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'PAYFAST_MERCHANT_KEY',
      'PAYFAST_PASSPHRASE',
    ];
    for (const secret of [...secrets, 'DATABASE_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(config.data, secret).not.toHaveProperty(secret);
      // the operator's Secret, as the ConfigMap's comment makes it, holds it
      expect(readFileSync(join(folder, 'config.yaml'), 'utf8')).toContain(`--from-literal=${secret}=`);
    }
  });
});
