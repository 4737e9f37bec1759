import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { setTracingOn } from './trace-points';
import type { TracingConfig } from './traces-url';

export interface Tracing {
  /** Sends the spans still buffered, then stops tracing. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry tracing for this process: spans batched to an OTLP/HTTP (JSON) endpoint,
 * context carried across awaits (AsyncLocalStorage), and a W3C `traceparent` from a caller
 * continued. Headers such as `OTEL_EXPORTER_OTLP_HEADERS` are read by the exporter itself.
 */
export function startTracing(config: TracingConfig): Tracing {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.url }) }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  setTracingOn(true);
  return {
    async shutdown() {
      setTracingOn(false);
      await provider.shutdown().catch(() => undefined);
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
