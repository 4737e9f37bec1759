import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS } from '../../../src/protocol/api-error-status';
import { ConfigError } from '../../../src/service/config/load-config';
import { ConsoleError } from '../../../src/service/console/console-error';
import {
  SERVICE_ERROR_STATUS,
  wireCodeOf,
  type ServiceErrorCode,
} from '../../../src/service/errors/error-status';
import { ServiceError, isAnsweredError } from '../../../src/service/errors/service-error';
import { errorResponse } from '../../../src/service/http/respond';
import { BankLoginError } from '../../../src/service/methods/bank-app/relying-party';
import { CardProcessorError } from '../../../src/service/methods/credit-card/card-processor';
import { WalletReadError } from '../../../src/service/methods/digital-wallet/wallet-reading';
import { MethodCallError, answerError } from '../../../src/service/methods/kit/call-method';
import { WorkerTaskError } from '../../../src/service/methods/kit/worker-pool';
import { ProductLimitError } from '../../../src/service/products/products';
import { ConnectTimeoutError } from '../../../src/service/webhooks/pinned-fetch';

const CODES = Object.keys(SERVICE_ERROR_STATUS) as ServiceErrorCode[];

const answer = (error: unknown) => {
  const response = errorResponse(error);
  return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
};

describe('one error base with one code union', () => {
  it('every code is UPPER_SNAKE', () => {
    for (const code of CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('every error class is a ServiceError with a code of the union and an ES2022 cause', () => {
    const cause = new Error('underneath');
    const errors: ServiceError[] = [
      new ConsoleError('EMAIL_TAKEN', 'taken'),
      new ProductLimitError(3),
      new MethodCallError('SERVICE_UNAVAILABLE', 'down', 'processing_error'),
      new WorkerTaskError('WORKER_TASK_FAILED', 'threw', 'NOT_AN_IMAGE'),
      new BankLoginError('unreachable', 'no answer', { cause }),
      new CardProcessorError('no answer', 'CARD_PROCESSOR_TIMEOUT', { cause }),
      new WalletReadError('forged', 'bad signature', { cause }),
      new ConfigError(['OFAGE_X: is wrong']),
      new ConnectTimeoutError('shop.example', 100),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toBeInstanceOf(Error);
      expect(CODES, error.name).toContain(error.code);
    }
    expect(new BankLoginError('unreachable', 'x', { cause }).cause).toBe(cause);
    expect(new ServiceError('INVALID_INPUT', 'x').cause).toBeUndefined();
  });

  it('a subclass with one code names it as static code', () => {
    expect(ConfigError.code).toBe('CONFIG_INVALID');
    expect(new ConfigError(['x']).code).toBe(ConfigError.code);
    expect(WalletReadError.code).toBe('WALLET_REFUSED');
    expect(new WalletReadError('expired', 'x')).toMatchObject({
      code: 'WALLET_REFUSED',
      refusal: 'expired',
    });
    expect(ConnectTimeoutError.code).toBe('WEBHOOK_CONNECT_TIMEOUT');
  });

  it('a finer reason stays beside the code, in its own field', () => {
    expect(new BankLoginError('declined', 'x')).toMatchObject({
      code: 'BANK_LOGIN_DECLINED',
      failure: 'declined',
    });
    expect(
      new CardProcessorError('x', 'CARD_PROCESSOR_UNAVAILABLE', { reason: 'api_error' }),
    ).toMatchObject({ code: 'CARD_PROCESSOR_UNAVAILABLE', reason: 'api_error' });
  });
});

describe('the one status table', () => {
  it('no two wire codes share a status, so a status names its code', () => {
    const statuses = Object.values(API_ERROR_STATUS);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('the wire codes keep the protocol’s statuses', () => {
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      expect(SERVICE_ERROR_STATUS[code as ServiceErrorCode]).toBe(status);
      expect(wireCodeOf(code as ServiceErrorCode)).toBe(code);
    }
  });

  it('every other code with a status is answered with a wire code or as a widget answer', () => {
    for (const code of CODES) {
      const status = SERVICE_ERROR_STATUS[code];
      const wire = wireCodeOf(code);
      if (status === null) expect(wire, code).toBeNull();
      else expect(wire, code).not.toBeNull();
    }
  });
});

describe('errorResponse answers from the table', () => {
  it('a wire code as itself, with its status, headers and reason', () => {
    const error = new ServiceError('TOO_MANY_REQUESTS', 'slow down', {
      headers: { 'Retry-After': '5' },
      reason: 'busy',
    });
    const response = errorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers['Retry-After']).toBe('5');
    expect(JSON.parse(response.body)).toEqual({
      error: 'TOO_MANY_REQUESTS',
      errorMessage: 'slow down',
      reason: 'busy',
    });
  });

  it('a service code by its status, under the protocol’s code for that status', () => {
    expect(answer(new ConsoleError('BAD_CREDENTIALS', 'wrong'))).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED', errorMessage: 'wrong' },
    });
    expect(answer(new CardProcessorError('down', 'CARD_PROCESSOR_UNAVAILABLE'))).toMatchObject({
      status: 503,
      body: { error: 'SERVICE_UNAVAILABLE' },
    });
    expect(answer(new ProductLimitError(3))).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
  });

  it('a code that is never an HTTP answer, and a bug, as a bare 500 that tells nothing', () => {
    for (const error of [
      new ConfigError(['OFAGE_SECRET: must be set']),
      new WorkerTaskError('WORKER_TASK_FAILED', '/srv/models/x.bin: no such file'),
      new TypeError('undefined is not a function'),
    ]) {
      const { status, body } = answer(error);
      expect(status).toBe(500);
      expect(body.error).toBe('INTERNAL_ERROR');
      expect(JSON.stringify(body)).not.toMatch(/OFAGE_SECRET|srv|undefined is not/);
      expect(isAnsweredError(error)).toBe(false);
    }
  });
});

describe('the widget reads an error answer back into the same codes', () => {
  it('keeps the answer’s code, message and reason', () => {
    const error = answerError(503, {
      error: 'SERVICE_UNAVAILABLE',
      errorMessage: 'the card processor did not answer',
      reason: 'processing_error',
    });
    expect(error).toBeInstanceOf(MethodCallError);
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      reason: 'processing_error',
      message: 'the card processor did not answer',
    });
  });

  it('an answer without a known code takes the code of its status', () => {
    expect(answerError(413, { error: 'SOMETHING_ELSE' }).code).toBe('PAYLOAD_TOO_LARGE');
    expect(answerError(502, null)).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'the service answered 502',
    });
  });
});
