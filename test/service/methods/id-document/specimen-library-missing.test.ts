import { describe, expect, it } from 'vitest';
import { specimenLibraryMissing } from '../../../../src/service/methods/id-document/specimen-document';

describe('specimen documents where the ID document libraries are not installed', () => {
  it('answer 503 saying what is missing, not a 500', () => {
    const missing = Object.assign(new Error("Cannot find package 'sharp'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    const answer = specimenLibraryMissing(missing);
    expect(answer?.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer?.message).toMatch(/did not install/);
  });

  it('leave every other failure as it is', () => {
    expect(specimenLibraryMissing(new Error('boom'))).toBeUndefined();
    expect(specimenLibraryMissing(null)).toBeUndefined();
  });
});
