import type { AgeGateLabels } from '../age-gate-props';

/** Korean text of the <AgeGate> card (glossary: src/service/i18n/glossary/ko.md). */
export const ko: AgeGateLabels = {
  heading: '연령을 확인해 주세요',
  intro: '이 페이지를 보려면 법정 연령 이상이어야 해요. 계속하려면 연령을 확인해 주세요.',
  how: '셀카, 신분증, 디지털 지갑, 연령 키 등 원하는 방법으로 1분 정도면 끝나요.',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site}에는 결과만 전달되며, 이름, 사진, 서류는 절대 전달되지 않아요. 이미지는 저장되지 않아요.',
  keptUnnamed:
    '이 사이트에는 결과만 전달되며, 이름, 사진, 서류는 절대 전달되지 않아요. 이미지는 저장되지 않아요.',
  ageKey: '그다음 이 기기에 연령 키를 저장하면, 다음번에는 한 번의 탭으로 끝나요.',
  start: '연령 확인하기',
  checking: '연령 확인 상태를 확인하는 중…',
  creating: '연령 확인을 시작하는 중…',
  confirming: '결과를 확인하는 중…',
  verified: '연령이 확인되었어요.',
  failed: '연령을 확인하지 못했어요.',
  pending: '연령 확인이 아직 끝나지 않았어요.',
  checkAgain: '다시 확인',
  error: '연령 확인 중 문제가 발생했어요. 다시 시도해 주세요.',
  mismatch: '다른 브라우저에서 시작된 연령 확인이에요. 여기서 다시 시작해 주세요.',
  cancelled: '연령 확인을 취소했어요.',
  retry: '다시 시도',
  close: '닫기',
  topLevel: '문제가 있나요? 이 창에서 계속하기',
  unresponsive: '여기에 연령 확인을 표시할 수 없었어요. 이 창에서 계속해 주세요.',
  title: '연령 확인',
  'failure.age-criteria-not-met': '연령 확인 결과, 연령 요건을 충족한다는 것이 확인되지 않았어요.',
  'failure.max-attempts-exceeded': '실패한 시도가 너무 많아 연령 확인이 종료되었어요.',
  'failure.fraudulent-activity-detected': '연령 확인이 승인되지 않았어요.',
  'failure.criteria-not-met': '이 연령 확인은 이 페이지의 연령 요건을 충족하지 않아요.',
  'failure.revoked': '연령 확인이 철회되었어요.',
  unreachable: '연령 확인 서비스에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
};
