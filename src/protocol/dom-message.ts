import type {
  AgeRange,
  FailureReason,
  ResultAgeCategory,
  VerificationMethod,
} from './verification-result';

/** Messages the widget posts to the embedding window (DESIGN.md "DOM messages"). */
export type WidgetMessage =
  | {
      eventType: 'Verification.Result';
      data: {
        id: string;
        verificationId: string;
        status: 'PASS' | 'FAIL';
        ageCategory?: ResultAgeCategory;
        method?: VerificationMethod;
        age?: AgeRange;
        failureReason?: FailureReason;
      };
    }
  | { eventType: 'Verification.Error'; method?: VerificationMethod; status: 'ERROR' }
  | { eventType: 'Widget.ExitReview' }
  | { eventType: 'Widget.Resize'; data: { height: number } };

export const WIDGET_MESSAGE_TYPES = [
  'Verification.Result',
  'Verification.Error',
  'Widget.ExitReview',
  'Widget.Resize',
] as const;
