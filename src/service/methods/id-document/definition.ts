import type { MethodDefinition } from '../method-definition';
import { simulateIdDocument } from './simulate';

/**
 * The id-document method. Only its test-mode simulator exists so far: its live implementation arrives
 * with its own issue, and until then live verifications do not offer it.
 */
export const idDocumentMethod: MethodDefinition = {
  id: 'id-document',
  simulate: simulateIdDocument,
  isLive: () => false,
};
