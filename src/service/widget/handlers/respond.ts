import { ServiceError } from '../../errors/service-error';
import { errorResponse, json } from '../../http/respond';
import { toWebResponse } from '../../http/web-adapter';

/** A JSON answer of the widget API, shaped like the REST API's. */
export function widgetJson(status: number, body: unknown): Response {
  return toWebResponse(json(status, body));
}

/** `{error, errorMessage}` for any thrown value (unknown errors become a bare 500). */
export function widgetError(error: unknown): Response {
  return toWebResponse(errorResponse(error));
}

export function unusableLink(reason: 'expired' | 'invalid' | 'finished'): ServiceError {
  return new ServiceError(
    'UNAUTHORIZED',
    {
      expired: 'this widget link has expired: start a new verification with perform',
      invalid: 'the widget token is missing, invalid or belongs to no verification',
      finished: 'this verification already has a result: start a new one with perform',
    }[reason],
  );
}
