import type { MethodDefinition } from '../kit/method-definition';
import { digitalWalletMessages } from './messages';
import { openRequest } from './open-request';
import { pollRequest } from './poll-request';
import { receiveDcApiResponse } from './receive-dc-api-response';
import { receiveDirectPost } from './receive-direct-post';
import { serveRequestObject } from './serve-request-object';
import { simulateDigitalWallet } from './simulate';
import { testStatusListAction } from './test-status-list';
import { testWalletActions } from './test-wallet-page';
import { walletSettings } from './wallet-config';
import { deploymentTrust } from './wallet-trust';

/**
 * The digital-wallet method: a wallet shares one signed `age over N` attribute — an
 * EUDI PID as SD-JWT VC, or an ISO 18013-5 mdoc — over OpenID4VP 1.0, either through the
 * browser's Digital Credentials API (`dc_api`, or ISO 18013-7 Annex C `org-iso-mdoc`) or by
 * QR code / deep link (`direct_post`).
 * Live only where the deployment configured trust anchors (`OFAGE_WALLET_TRUST_FILE`).
 */
export const digitalWalletMethod: MethodDefinition = {
  id: 'digital-wallet',
  simulate: simulateDigitalWallet,
  messages: digitalWalletMessages,
  settings: walletSettings,
  isLive: (ctx) => deploymentTrust(ctx) !== null,
  actions: {
    request: { httpMethod: 'POST', auth: 'widget', handle: openRequest },
    'request-object': { httpMethod: 'GET', auth: 'public', handle: serveRequestObject },
    response: {
      httpMethod: 'POST',
      auth: 'public',
      maxBodyBytes: 256 * 1024,
      handle: receiveDirectPost,
    },
    'dc-response': {
      httpMethod: 'POST',
      auth: 'widget',
      maxBodyBytes: 256 * 1024,
      handle: receiveDcApiResponse,
    },
    poll: { httpMethod: 'GET', auth: 'widget', handle: pollRequest },
    ...testWalletActions,
    'test-status-list': testStatusListAction,
  },
};
