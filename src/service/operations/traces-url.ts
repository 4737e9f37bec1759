/** Where traces go: the OTLP/HTTP traces URL and the service name they carry. */
export interface TracingConfig {
  /** The full traces URL (`…/v1/traces`). */
  url: string;
  serviceName: string;
}

/**
 * The traces URL from the standard OpenTelemetry variables: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`
 * as given, else `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`; undefined (tracing off) when
 * neither is set.
 */
export function tracesUrl(env: {
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
}): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}
