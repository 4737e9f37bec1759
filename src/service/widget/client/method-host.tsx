import { Suspense } from 'react';
import type { VerificationMethod } from '../../../protocol/verification-result';
import { METHOD_CLIENTS } from '../../methods/client-registry';
import { callMethod } from '../../methods/kit/call-method';
import type { MethodWidgetProps } from '../../methods/kit/method-widget-props';
import type { WidgetMessages } from '../i18n/messages';
import type { WidgetPageModel } from '../widget-page-types';
import { LoadGuard } from './load-guard';

export type MethodHostProps = Omit<
  MethodWidgetProps<WidgetMessages>,
  'messages' | 'locale' | 'testMode' | 'settings' | 'call' | 'apiBase' | 'token'
> & { model: WidgetPageModel; method: VerificationMethod };

/**
 * Step 2: the picked method's widget part, from the client registry, loaded in its own chunk.
 * The shell gives it the page's facts and a `call` bound to its own actions.
 */
export function MethodHost({ model, method, ...handlers }: MethodHostProps) {
  const m = model.messages;
  const MethodWidget = METHOD_CLIENTS[method].Widget;
  return (
    <LoadGuard fallback={<p className="notice">{m.loadFailed}</p>}>
      <Suspense fallback={<p className="muted">{m.working}</p>}>
        <MethodWidget
          {...handlers}
          method={method}
          messages={m}
          locale={model.locale}
          testMode={model.mode === 'test'}
          settings={model.methodSettings[method] ?? {}}
          call={(action, input, options) =>
            callMethod(
              { apiBase: model.apiBase, token: model.token, method },
              action,
              input,
              options,
            )
          }
          apiBase={model.apiBase}
          token={model.token}
        />
      </Suspense>
    </LoadGuard>
  );
}
