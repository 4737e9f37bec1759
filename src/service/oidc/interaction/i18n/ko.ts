import type { InteractionMessages } from './en';

/** Korean text of the OpenID age-key pages (glossary: src/service/i18n/glossary/ko.md). */
export const ko: InteractionMessages = {
  'use.title': '연령 증명',
  'use.heading': '{site}에 연령 증명',
  'use.ask':
    '{site}에서 {ages}인지 묻고 있어요. 연령 키는 각 질문에 예 또는 아니요로만 답하며, 생년월일이나 나를 알아볼 수 있는 정보는 절대 알려 주지 않아요.',
  'use.age': '{age}세 이상',
  'use.ofAge': '성인',
  'use.go': '연령 키 사용',
  'use.decline': '답하지 않고 돌아가기',
  'create.title': '연령 키 저장',
  'create.heading': '연령 키 저장',
  'create.offer':
    '{site}에서 {floor}세 이상임을 확인했어요. 이 기기에 패스키를 연령 키로 저장하면, 다른 사이트에서도 누구인지 알리지 않고 바로 연령을 확인할 수 있어요. 생년월일은 저장되지 않아요.',
  'create.go': '연령 키 저장',
  'create.decline': '나중에',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — 연령 키',
  'script.waitingUse': '연령 키를 기다리는 중…',
  'script.waitingCreate': '기기의 응답을 기다리는 중…',
  'script.ended': '이 요청은 종료되었어요. 사이트로 돌아가세요.',
  'script.noKeyUsed': '연령 키를 사용하지 않았어요. 다시 시도하거나 돌아가세요.',
  'script.noKeySaved': '연령 키를 저장하지 않았어요. 다시 시도하거나 ‘나중에’를 선택하세요.',
  'script.failed': '잘 되지 않았어요. 다시 시도하세요.',
  'script.wrong': '문제가 발생했어요. 다시 시도하세요.',
  'script.noWebAuthn':
    '이 브라우저에서는 연령 키를 사용할 수 없어요. 돌아가서 다른 기기나 브라우저로 시도하세요.',
  'script.notAllowed': '이 사이트에서는 연령 키를 저장할 수 없어요. 사이트로 돌아가세요.',
  'refusal.unknown-key':
    '이 서비스에서 알 수 없는 연령 키예요(삭제되었을 수 있어요). 돌아가서 다른 방법으로 연령을 확인하세요.',
  'refusal.revoked': '폐기된 연령 키예요. 돌아가서 다른 방법으로 연령을 확인하세요.',
  'refusal.user-verification':
    '기기에서 본인 확인(PIN, 지문 또는 얼굴)이 이루어지지 않았어요. 다시 시도하세요.',
  'refusal.challenge': '시간이 너무 오래 걸렸거나 이미 사용된 요청이에요. 다시 시도하세요.',
  'refusal.already-used':
    '이 확인으로 이미 연령 키를 저장했거나, 이 패스키가 이미 연령 키예요. 사이트로 돌아가세요.',
  'expired.title': '만료된 요청이에요',
  'expired.body': '사이트로 돌아가 처음부터 다시 시작하세요.',
  'used.title': '이미 사용됨',
  'used.body': '이 확인으로 이미 연령 키를 저장했어요. 사이트로 돌아가세요.',
};
