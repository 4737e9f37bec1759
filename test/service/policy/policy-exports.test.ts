import { describe, expect, it } from 'vitest';
import * as policy from '../../../src/service/policy';

describe('src/service/policy public surface', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(policy).sort()).toEqual([
      'DEFAULT_CHALLENGE_AGE_BUFFER',
      'METHOD_STATUSES',
      'acceptedMethods',
      'allowedMethodsFor',
      'challengeAgeBuffer',
      'defaultFacialEstimationBounds',
      'describeExclusion',
      'isKnownJurisdiction',
      'jurisdictionGroupKey',
      'mostRestrictiveStatus',
      'offeredMethods',
      'resolveJurisdiction',
      'resultAgeCategory',
      'thresholdFor',
      'unknownJurisdictionReason',
    ]);
  });
});
