import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import { ageKeyMethod } from './age-key/definition';
import { bankAppMethod } from './bank-app/definition';
import { creditCardMethod } from './credit-card/definition';
import { digitalWalletMethod } from './digital-wallet/definition';
import { facialAgeEstimationMethod } from './facial-age-estimation/definition';
import { idDocumentMethod } from './id-document/definition';
import {
  missingLibraries,
  type MissingLibraries,
  type PackageResolver,
} from './kit/method-libraries';
import type { MethodDefinition } from './kit/method-definition';

/** Every method of the spec, by id (DESIGN.md "Method registry"). */
export const METHODS: Readonly<Record<VerificationMethod, MethodDefinition>> = {
  'age-key': ageKeyMethod,
  'facial-age-estimation': facialAgeEstimationMethod,
  'id-document': idDocumentMethod,
  'digital-wallet': digitalWalletMethod,
  'credit-card': creditCardMethod,
  'bank-app': bankAppMethod,
};

/**
 * The methods this deployment verifies with for real right now; live verifications offer only
 * these. The age key counts only beside another live method: a live key can only be minted
 * from a live pass by another method.
 */
export function liveMethods(ctx: ServiceContext): VerificationMethod[] {
  const others = VERIFICATION_METHODS.filter((m) => m !== 'age-key' && METHODS[m].isLive(ctx));
  return others.length > 0 && METHODS['age-key'].isLive(ctx)
    ? VERIFICATION_METHODS.filter((m) => m === 'age-key' || others.includes(m))
    : [];
}

/**
 * The worker-pool task modules of every method whose libraries are installed (deduplicated, in
 * registry order): a module whose packages are missing would only fail in every thread.
 */
export function methodWorkerModules(isInstalled: PackageResolver = () => true): string[] {
  return [
    ...new Set(
      Object.values(METHODS)
        .filter((m) => !m.libraries || m.libraries.packages.every((name) => isInstalled(name)))
        .flatMap((m) => m.workerModules ?? []),
    ),
  ];
}

/** The methods that are off for want of packages, with what to install (in registry order). */
export function methodsMissingLibraries(
  isInstalled: PackageResolver,
  ranges: Record<string, string> = {},
): ({ method: VerificationMethod } & MissingLibraries)[] {
  return Object.values(METHODS).flatMap((m) => {
    const missing = m.libraries && missingLibraries(m.libraries, isInstalled, ranges);
    return missing ? [{ method: m.id, ...missing }] : [];
  });
}
